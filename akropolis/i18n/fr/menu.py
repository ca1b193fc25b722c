"""Français : le menu et les parties enregistrées, et la page avant Python
(l'écran de chargement, l'annonce de mise à jour : clés PAGE_*)."""

from __future__ import annotations

WORDS = {
    # ----------------------------------------------------- the new-game form
    "CONTROL_LABELS": {
        "human": "Humain",
        "easy": "Ordinateur : facile",
        "medium": "Ordinateur : moyen",
        "hard": "Ordinateur : difficile",
        "expert": "Ordinateur : expert",
        "greedy": "Ordinateur : à courte vue",
        "random": "Ordinateur : coups au hasard",
    },
    "CARDS_NO_LINK": (
        "Le jeu de cartes se joue autour d'un seul appareil : ses échanges sont une "
        "conversation en direct, pas un tour qui voyage dans un lien."
    ),
    # ----------------------------------------------------- saved games
    "STORAGE_FULL": (
        "Le stockage de votre navigateur est plein : cette partie n'a pas été "
        "enregistrée. Exportez-la dans un fichier, ou supprimez d'anciennes parties."
    ),
    "GAME_GONE": "Cette partie enregistrée n'existe plus.",
    "UNDO_DELETE": "Annuler la suppression",
    "SAVE_DELETED": "Supprimée",
    "NO_SAVES": "Aucune partie enregistrée pour l'instant.",
    "DAMAGED_SAVE": "Partie endommagée",
    "COLON": " : ",
    "VIEW": "Voir",
    "RESUME": "Continuer",
    "EXPORT": "Exporter",
    "DELETE": "Supprimer",
    "SAVE_FINISHED": "terminée",
    "SAVE_ROUND": "manche {round} sur {rounds}",
    "TAKE_OTHER": "Ouvrir la version de l'autre onglet",
    "KEEP_BOTH": "Garder aussi cette partie",
    "EXPORT_CURRENT": "Exporter cette partie",
    # ----------------------------------------------------- the page before Python
    "PAGE_TITLE": "Akropolis",
    "PAGE_LOADING": "Chargement de Python…",
    "PAGE_ENGINE": "Chargement du moteur du jeu…",
    "PAGE_STARTING": "Lancement du jeu…",
    "PAGE_FAILED": "Le jeu n'a pas pu démarrer.",
    "PAGE_FILE": "Ouvrez-le par un serveur web, par exemple : bash scripts/serve.sh",
    "PAGE_NO_WASM": "Ce navigateur ne prend pas en charge WebAssembly.",
    "PAGE_NO_JS": "Akropolis a besoin de JavaScript et de WebAssembly pour fonctionner.",
    "PAGE_PYTHON_STOPPED": "Python s'est arrêté avant que le jeu soit prêt.",
    "PAGE_CONSOLE": "La console du navigateur donne les détails.",
    "PAGE_NOT_LOADED": "Impossible de charger {url}.",
    "PAGE_HTTP": "Impossible de charger {url} (HTTP {status}).",
    "PAGE_SLOW": (
        "Seule la première visite télécharge le jeu ; les suivantes utilisent la copie "
        "gardée par le navigateur."
    ),
    "PAGE_RECEIVED": "{received} Mo sur {total}",
    "PAGE_DOWNLOADED": "{total} Mo téléchargés",
    "PAGE_UPDATE": "Une nouvelle version est prête :",
    "PAGE_RELOAD": "recharger",
    "PAGE_UPDATE_UNSAVED": (
        "Une nouvelle version est prête, mais cet onglet tient une partie non enregistrée : "
        "exportez-la (Exporter cette partie, au-dessus de la table) ou faites de la place, "
        "et la page se rechargera d'elle-même une fois la partie enregistrée."
    ),
    "PAGE_RELOAD_ANYWAY": "recharger quand même, en perdant ce qui n'est pas enregistré",
}

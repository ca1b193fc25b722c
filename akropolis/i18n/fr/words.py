"""Français : les pièces, les pluriels, les options, les tours, l'historique,
les revoir, les verdicts, les refus, la sauvegarde et les réglages."""

from __future__ import annotations

WORDS = {
    # ----------------------------------------------------- the language's ways
    "LIST_SEPARATOR": ", ",
    "LIST_LAST": " et ",
    "MONTHS": (
        "janv.", "févr.", "mars", "avr.", "mai", "juin",
        "juil.", "août", "sept.", "oct.", "nov.", "déc.",
    ),
    "DATE": "{day} {month} {year}, {time}",
    # ----------------------------------------------------- the pieces
    "NAMES": {
        "quarry": "Carrière",
        "house": "Habitation",
        "market": "Marché",
        "barracks": "Caserne",
        "temple": "Temple",
        "garden": "Jardin",
        "plaza-house": "Place Habitations",
        "plaza-market": "Place Marchés",
        "plaza-barracks": "Place Casernes",
        "plaza-temple": "Place Temples",
        "plaza-garden": "Place Jardins",
    },
    "PLURALS": {
        "house": "Habitations",
        "market": "Marchés",
        "barracks": "Casernes",
        "temple": "Temples",
        "garden": "Jardins",
    },
    "VARIANT_LABELS": {
        "houses": "Habitations : un groupe de valeur 10 ou plus compte double",
        "markets": "Marchés : adjacents à une Place Marchés, ils comptent double",
        "barracks": "Casernes : avec 3 ou 4 côtés libres, elles comptent double",
        "temples": "Temples : au niveau 2 ou plus haut, ils comptent double",
        "gardens": "Jardins : au bord d'un lac, ils comptent double",
    },
    "VARIANT_NAMES": {
        "houses": "habitations",
        "markets": "marchés",
        "barracks": "casernes",
        "temples": "temples",
        "gardens": "jardins",
    },
    "LEVEL_TITLES": {
        "hippodamos": "Hippodamos",
        "metagenes": "Métagénès",
        "callicrates": "Callicratès",
    },
    "STONES": ("{n} Pierre", "{n} Pierres"),
    "QUARRIES": ("{n} Carrière", "{n} Carrières"),
    "MOVES": ("{n} coup", "{n} coups"),
    "POINTS": ("{n} point", "{n} points"),
    "STACKS": ("{n} pile", "{n} piles"),
    "STARS": ("{n} étoile", "{n} étoiles"),
    "GAME_OVER": "La partie est terminée.",
    # ----------------------------------------------------- undo
    "UNDO_NOTHING": "Reprendre (vous n'avez aucun coup à reprendre)",
    "UNDO_LAST": "Reprendre votre dernier coup",
    "UNDO_ONE_REPLY": "Reprendre votre coup et la réponse {name:de}",
    "UNDO_REPLIES": "Reprendre votre coup et les réponses {names:de}",
    "UNDO_THEIRS": "Reprendre le coup joué par {name}",
    "UNDO_SEALED": "Reprendre (rien à reprendre\u00a0: {name} a commencé son tour)",
    # ----------------------------------------------------- options
    "MODE_SOLO": "Solo contre {level}",
    "MODE_PLAYERS": ("{n} joueur", "{n} joueurs"),
    "SUMMARY_LONG": ", partie longue",
    "SUMMARY_VARIANTS": ", variantes : {variants}",
    # ----------------------------------------------------- refusals
    "NO_SUCH_TILE": "Il n'y a pas de tuile en position {n} dans le Chantier.",
    "NO_SUCH_TILE_AT": "Il n'y a pas de tuile {where} dans le Chantier.",
    "TILE_TOO_DEAR": "La tuile {n} coûte {cost} ; vous en avez {have}.",
    "TILE_TOO_DEAR_NONE": (
        "La tuile {n} coûte {cost} ; sans Pierre, vous ne pouvez prendre que la première tuile."
    ),
    # ----------------------------------------------------- a turn
    "TURN_TOOK": "{name} a pris la tuile {n}",
    "TURN_FOR": " pour {cost}",
    "TURN_FREE": " gratuitement",
    "TURN_GAINED": " et gagné {stones} grâce aux Carrières",
    "TURN_END": ".",
    # ----------------------------------------------------- the log
    "LOG_TITLE": "Historique",
    "LOG_EMPTY": "Aucun coup pour l'instant.",
    "LOG_TOOK": "{name} a pris la tuile {n} ({hexes})",
    "LOG_LEVEL": ", construite au niveau {level}",
    "LOG_OVER": " sur {hexes}",
    "LOG_GAINED": ", a gagné {stones} grâce aux Carrières",
    "LOG_LINE": "{turn}{points}.",
    "LOG_POINTS": " : {before} \u2192 {after} points ({change})",
    "LOG_POINTS_SAME": " : toujours {points}",
    # ----------------------------------------------------- replay
    "REPLAY": "Revoir",
    "REPLAY_GAME": "Revoir cette partie",
    "REPLAY_BACK": "Retour à la partie",
    "REPLAY_FIRST": "Au début",
    "REPLAY_PREVIOUS": "Tour précédent",
    "REPLAY_NEXT": "Tour suivant",
    "REPLAY_LAST": "Au dernier tour",
    "REPLAY_START": "Le début de la partie : aucune tuile posée.",
    "REPLAY_HELP": (
        "Flèches gauche et droite : tour par tour ; Début, Fin : le début, la fin ; "
        "Échap : retour."
    ),
    "REPLAY_TITLE": "Tour {at} sur {total} : {city}",
    "REPLAY_TITLE_START": "Début de la partie : {city}",
    "REPLAY_POSITION": "Tour {at} sur {total}",
    "REPLAY_POSITION_START": "Début (0 sur {total})",
    "REPLAY_FROM": "Revoir : la partie après le tour {n}",
    "ARCHITECT_HOLDS": (
        "L'Illustre Architecte a {n} tuile ; elle est sur sa fiche.",
        "L'Illustre Architecte a {n} tuiles ; elles sont sur sa fiche.",
    ),
    # ----------------------------------------------------- before Python
    "EARLY_START": "Commencer la partie (dès qu'elle est chargée)",
    "EARLY_STARTING": "La partie commence dès qu'elle est chargée…",
    "EARLY_SAVES": "Vos parties enregistrées s'affichent ici une fois le jeu chargé.",
    # ----------------------------------------------------- all cities
    "OVERVIEW": "Toutes les cités",
    "OVERVIEW_TITLE": "Toutes les cités côte à côte (A)",
    "OVERVIEW_SHOW": "Montrer la cité {name:de} sur le plateau",
    # ----------------------------------------------------- verdicts
    "VERDICT_SHARED": "Victoire partagée : {names} (autant de points et de Pierres).",
    "VERDICT_TIE": "{name} gagne : une égalité parfaite revient à l'Illustre Architecte.",
    "VERDICT_STONES": "{name} gagne au départage : autant de points, plus de Pierres.",
    "VERDICT_POINTS": "{name} gagne !",
    # ----------------------------------------------------- the new-game form
    "SEED_NOT_WHOLE": "Le numéro de partie doit être un nombre entier.",
    "SEED_TOO_LARGE": "Le numéro de partie doit être un nombre entier inférieur à {limit}.",
    "UNKNOWN_CONTROL": (
        "Joueur {n} : cette version ne connaît pas ce type de joueur ; choisissez-en un dans sa liste."
    ),
    "SEAT_NAME_BLANK": "Joueur {n}",
    # ----------------------------------------------------- records refused unread
    "JSON_TOO_LARGE": (
        "Ce n'est pas une partie d'Akropolis enregistrée : c'est trop gros "
        "(plus de {mb} Mo ; une partie tient en quelques Ko)."
    ),
    "JSON_TOO_DEEP": (
        "Ce n'est pas une partie d'Akropolis enregistrée : ses listes et objets sont "
        "imbriqués sur plus de {limit} niveaux."
    ),
    # ----------------------------------------------------- saving
    "STORAGE_BLOCKED": (
        "Votre navigateur ne laisse pas cette page enregistrer de partie : celle-ci sera "
        "perdue à la fermeture ou au rechargement de la page. Exportez-la dans un fichier "
        "pour la garder."
    ),
    "STORAGE_BLOCKED_MENU": (
        "Votre navigateur ne laisse pas cette page enregistrer de partie : les parties "
        "jouées maintenant seront perdues à la fermeture ou au rechargement de la page, "
        "à moins de les exporter dans un fichier."
    ),
    "SAVED_AT_LAST": "Votre partie est maintenant enregistrée.",
    "SAVE_CHANGED_ELSEWHERE": (
        "Cette partie a été modifiée dans un autre onglet ; cet onglet a donc cessé de "
        "l'enregistrer, pour garder les coups de l'autre. Ouvrez la version de l'autre "
        "onglet, ou gardez les deux parties."
    ),
    "SAVE_DELETED_ELSEWHERE": (
        "Cette partie a été supprimée dans un autre onglet ; cet onglet a donc cessé de "
        "l'enregistrer. Gardez-la pour l'enregistrer de nouveau, ou exportez-la dans un "
        "fichier."
    ),
    "UNSAVED_GAMES": (
        "Pas encore enregistrées : gardées dans cette page seulement. Chacune sera "
        "enregistrée dès qu'il y aura de la place ; exportez-la pour la mettre à l'abri "
        "dès maintenant."
    ),
    "UNSAVED_GAMES_BLOCKED": (
        "Gardées dans cette page seulement : ce navigateur ne garde aucune partie ici. "
        "Exportez chacune pour la garder."
    ),
    "GAME_RESTORED": "Partie enregistrée rétablie.",
    "NEWER_SAVE": (
        "Faite par une version plus récente du jeu : gardée ici, à ouvrir une fois le "
        "jeu mis à jour."
    ),
    "SAVE_FAILED": (
        "Cette partie n'a pas pu être enregistrée ({reason}). Le jeu continue ; "
        "exportez-la pour la garder."
    ),
    "EXPORT_FAILED": "Cette partie n'a pas pu être exportée : {reason}",
    "SAVE_READING": "Lecture de cette partie…",
    # ----------------------------------------------------- settings
    "SETTINGS": "Réglages",
    "SETTINGS_PACE": "Rythme des joueurs ordinateur",
    "PACE_LABELS": {
        "slow": "Lent (1,5 s par coup)",
        "normal": "Normal (0,7 s)",
        "fast": "Rapide (0,3 s)",
        "instant": "Immédiat",
    },
    "SETTINGS_TABLE": "La table",
    "SETTINGS_FOLLOW": (
        "Le plateau suit le joueur dont c'est le tour (sinon, il reste sur votre cité)"
    ),
    "SETTINGS_LIVE_SCORES": (
        "Afficher les scores pendant la partie (sinon, ils s'affichent à la fin)"
    ),
    "SETTINGS_THEME": "Thème",
    "THEME_LABELS": {"auto": "Comme le système", "light": "Clair", "dark": "Sombre"},
    #: Each language named in itself, the same in every catalogue.
    "LANGUAGE_NAMES": {"en": "English", "fr": "Français"},
    "SETTINGS_LANGUAGE": "Langue",
    "SETTINGS_NOTE": "Les changements s'appliquent aussitôt et sont retenus dans ce navigateur.",
    "SETTINGS_CLOSE": "Fermer",
    "SETTINGS_UNREADABLE": (
        "Les réglages enregistrés dans ce navigateur n'ont pas pu être lus (trop grands ou "
        "abîmés) : les réglages par défaut s'appliquent jusqu'à ce que vous en changiez un."
    ),
    "SETTINGS_NOT_REMEMBERED": (
        "Ce changement s'applique maintenant mais n'est pas retenu : le stockage du "
        "navigateur est plein ou bloqué."
    ),
}

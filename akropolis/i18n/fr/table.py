"""Français : la table du jeu de tuiles (sa barre et ses commandes, le
Chantier, les fiches des joueurs, le décompte final, la ligne d'état, les
messages et refus d'un tour, Reprendre) et le formulaire et la liste des
parties du menu tels que ``app/views.py`` les dessine."""

from __future__ import annotations

WORDS = {
    # ----------------------------------------------------- names
    "ILLUSTRIOUS_ARCHITECT": "Illustre Architecte",
    #: Dans une phrase (« L'Illustre Architecte a pris… », « de l'Illustre Architecte »).
    "ARCHITECT_SAID": "l'Illustre Architecte",
    "BOT_NAMES": {
        "random": "coups au hasard",
        "greedy": "à courte vue",
        "easy": "facile",
        "medium": "moyen",
        "hard": "difficile",
        "expert": "expert",
        "hard-2026-11": "difficile-2026-11",
    },
    # ----------------------------------------------------- the menu's form
    "NEW_GAME": "Nouvelle partie",
    "PLAYERS": "Joueurs",
    "FORM_COUNT": "Nombre de joueurs",
    "FORM_SOLO_COUNT": "1 (en solo contre l'Illustre Architecte)",
    "FORM_LEVEL": "{level} ({difficulty})",
    "FORM_DIFFICULTIES": ("facile", "moyen", "difficile"),
    "FORM_SEAT": "Joueur {n}",
    "FORM_NAME": "Nom",
    "FORM_PLAYED_BY": "Joué par",
    "FORM_OPTIONS": "Options",
    "FORM_LONG": "Partie longue avec les 61 tuiles (à 2 ou 3 joueurs, ou en solo)",
    "FORM_SEED": "Numéro de partie (facultatif, pour rejouer la même partie)",
    "FORM_START": "Commencer la partie",
    # ----------------------------------------------------- the saved games
    "SAVES_TITLE": "Parties enregistrées",
    "SAVES_IMPORT": "Importer une partie d'un fichier",
    # ----------------------------------------------------- the table's bar and controls
    "TABLE": "Table de jeu",
    "TABLE_MENU": "Menu",
    "TABLE_TO_MENU": "Retour au menu",
    "TABLE_EXPORT_TITLE": "Enregistrer cette partie dans un fichier",
    "TABLE_ZOOM": "Zoom",
    "TABLE_ZOOM_OUT": "Dézoomer",
    "TABLE_ZOOM_OUT_KEY": "Dézoomer (-)",
    "TABLE_FIT": "Ajuster",
    "TABLE_FIT_LABEL": "Ajuster la cité à la vue",
    "TABLE_FIT_KEY": "Ajuster (0)",
    "TABLE_ZOOM_IN": "Zoomer",
    "TABLE_ZOOM_IN_KEY": "Zoomer (+)",
    "TABLE_BOARD": "Plateau de la cité",
    "TABLE_CONTROLS": "Commandes du tour",
    "TABLE_ROTATE_LEFT": "Tourner à gauche",
    "TABLE_ROTATE_LEFT_KEY": "Tourner à gauche (Maj+R)",
    "TABLE_ROTATE_RIGHT": "Tourner à droite",
    "TABLE_ROTATE_RIGHT_KEY": "Tourner à droite (R)",
    "TABLE_CONFIRM": "Valider",
    "TABLE_CONFIRM_KEY": "Valider (Entrée)",
    "TABLE_CANCEL": "Annuler",
    "TABLE_CANCEL_KEY": "Annuler (Échap)",
    "TABLE_SKIP": "Passer",
    "TABLE_SKIP_KEY": "Passer le coup de l'ordinateur montré (Échap)",
    "TABLE_UNDO": "Reprendre",
    "TABLE_UNDO_KEY": "Reprendre votre dernier coup (U)",
    "TABLE_SUGGEST": "Suggérer un coup",
    "TABLE_SUGGEST_KEY": "Vous montrer un bon coup (H)",
    "TABLE_CITY_TEXT": "La cité en toutes lettres",
    "TABLE_LEGEND": "Légende",
    # ----------------------------------------------------- the Construction Site
    "SITE": "Chantier",
    "SITE_FREE": "gratuite",
    "SITE_TILE": "Tuile {n} : {tile}",
    "SITE_TILE_PRICED": "Tuile {n}, {cost} : {tile}",
    "SITE_TILE_DEAR": " (vous avez {stones})",
    "SITE_COST": "{n} : {cost}",
    "SITE_LEFT": (
        "{n} pile restante, manche {round} sur {rounds}",
        "{n} piles restantes, manche {round} sur {rounds}",
    ),
    # ----------------------------------------------------- the player cards
    "PLAYER_CHIEF": "Architecte en Chef",
    "PLAYER_TO_PLAY": "à jouer",
    "PLAYER_SO_FAR": "Score actuel",
    "PLAYER_SHOW_CITY": "Voir la cité {name:de}",
    "STONES_HEADING": "Pierres",
    "QUARRIES_HEADING": "Carrières",
    # ----------------------------------------------------- the scorepad
    "SCOREPAD_TITLE": "Décompte final",
    "SCOREPAD_CAPTION": "Chaque type de Quartier rapporte sa valeur \u00d7 ses étoiles",
    "SCOREPAD_QUARRIES": "Carrières (2 points chacune)",
    "SCOREPAD_TOTAL": "Total",
    "STAR_WORDS": ("étoile", "étoiles"),
    # ----------------------------------------------------- the status line
    "STATUS_ARCHITECT": "{name} choisit une tuile\u2026",
    "STATUS_THINKING": "{name} réfléchit\u2026",
    "STATUS_PENDING": "{name} : validez ou annulez la pose.",
    "STATUS_CHOOSE": "{name}, choisissez une tuile du Chantier.",
    "STATUS_PLACE": "{name}, choisissez où construire la tuile {n}.",
    "STATUS_REPLAY": "Revoir : {position}",
    "TITLE_TURN": " (c'est à {name} de jouer)",
    # ----------------------------------------------------- notices and refusals
    "NOTICE_NOT_YOUR_TURN": "Ce n'est pas votre tour.",
    "NOTICE_CHOSEN": (
        "Tuile {n} choisie : visez un emplacement en surbrillance, tournez-la et posez-la."
    ),
    "NOTICE_NOT_ALLOWED": "Cet emplacement n'est pas permis.",
    "NOTICE_NO_TILE": "Choisissez une tuile, puis son emplacement.",
    "NOTICE_AIM_FIRST": (
        "Amenez d'abord la tuile sur un emplacement\u00a0: les flèches, ou visez un emplacement en surbrillance."
    ),
    "NOTICE_SITE_FIRST": "Choisissez d'abord une tuile du Chantier.",
    "NOTICE_PLACED": "Validez pour construire ici, ou annulez.",
    "NOTICE_COVERING": " Recouvrir {quarries} vous rapporte {stones}.",
    "NOTICE_PLACE_FIRST": "Posez d'abord la tuile.",
    "NOTICE_CANCELLED": "Pose annulée.",
    "NOTICE_SUGGESTION": (
        "Suggestion : la tuile {n}, montrée au niveau {level}. Validez pour la jouer, "
        "ou annulez."
    ),
    "HINT_WHY": " Pourquoi : {parts}.",
    "HINT_SEPARATOR": " ; ",
    "HINT_POINTS": "{said} : {points}",
    "HINT_STARS": "{plaza} ({stars})",
    "HINT_GROUP": ("groupe de {n} Habitation", "groupe de {n} Habitations"),
    "HINT_SURROUNDED": "Temple entouré",
    "HINT_ALONE": "Marché sans Marché voisin",
    "HINT_EDGE": "Caserne en périphérie",
    "HINT_GARDEN": "Jardin (rapporte toujours)",
    "HINT_LEVEL": ", niveau {level}",
    "HINT_QUARRIES": ("{n} Carrière recouverte : +{stones}", "{n} Carrières recouvertes : +{stones}"),
    "HINT_COST": "la tuile coûte {stones}",
    "HINT_DENIED": "prive {name} de sa meilleure tuile (+{points})",
    "HINT_LATER": "aucun point tout de suite : il prépare vos prochains tours",
    "NOTICE_UNKNOWN_BOT": (
        " Cette version ne connaît pas le joueur ordinateur « {control} » ; "
        "le joueur {fallback} a joué à sa place."
    ),
    "NOTICE_UNDO_OVER": "La partie est terminée : ses coups ne peuvent plus être repris.",
    "NOTICE_UNDO_NONE": "Vous n'avez aucun coup à reprendre.",
    "NOTICE_UNDO_SEALED": "{next} a commencé son tour\u00a0: le coup joué par {name} ne peut plus être repris.",
    "NOTICE_UNDONE": "Coup repris : à {name} de jouer.",
}

"""Français : le plateau et ce qui l'entoure : le dessin de la cité et ses
noms pour les lecteurs d'écran, les tuiles, la pile de l'Illustre
Architecte, la légende, la cité en mots, les touches du plateau et de la
revue, et ce que dit la page elle-même."""

from __future__ import annotations

WORDS = {
    # ----------------------------------------------------- the city's drawing
    "CITY_OF": "Cité {name:de}",
    "CITY_SUMMARY": "{label} : {hexes}, niveau maximal {level}",
    "HEX_COUNT": ("{n} hexagone", "{n} hexagones"),
    "HEX_LEVEL": "{what}, niveau {level}",
    "PREVIEW_HERE": "Tuile ici au niveau {level} : {hexes}.",
    "PREVIEW_OK": "Elle peut aller ici.",
    "PREVIEW_BAD": "Elle ne peut pas aller ici.",
    "LAST_TILE_MARK": "Dernière tuile posée (\u2605) : {hexes}, au niveau {level}.",
    # ----------------------------------------------------- tiles and the pile
    "TILE_NUMBER": "Tuile {n}",
    "TILE_LABEL": "{name} : {hexes}",
    "TILE_COUNT": ("{n} tuile", "{n} tuiles"),
    "PILE_OF": "Tuiles {name:de}",
    "PILE_DEFAULT": "La pile de l'Illustre Architecte",
    "PILE_SUMMARY": "{label} : {tiles}",
    "PILE_SUMMARY_FACTS": "{label} : {tiles} ({facts})",
    "PILE_DISTRICT": "{n} {districts} avec {stars}",
    "LEGEND_LABEL": "Légende des types d'hexagones",
    # ----------------------------------------------------- the city in words
    "CITY_FIRST": "{label} : {hexes}, niveau maximal {level} ; {quarries}, {plazas}.",
    "PLAZA_COUNT": ("{n} Place", "{n} Places"),
    "ON_LEVEL": "{n} au niveau {level}",
    "CITY_CONDITIONS": {
        "house": "seul le plus grand groupe d'Habitations adjacentes compte",
        "market": "un Marché compte s'il n'est adjacent à aucun autre Marché",
        "barracks": "une Caserne compte si elle est en bordure de la cité",
        "temple": "un Temple compte s'il est entouré sur ses six côtés",
        "garden": "chaque Jardin compte",
    },
    "CITY_NONE": "{districts} : aucun hexagone.",
    "CITY_NONE_STARS": "{districts} : aucun hexagone ; les Places donnent {stars}.",
    "CITY_DISTRICT": "{districts} : {hexes} ({levels}) ; {condition}",
    "CITY_NO_PLAZA": " ; pas encore {plaza:de}, donc 0 point.",
    "CITY_HOUSES": " : un groupe de {count}, valeur {value}",
    "CITY_SCORING": " : {count} sur {total}, valeur {value}",
    "CITY_DOUBLED": (" ({n} doublé par la variante)", " ({n} doublés par la variante)"),
    "CITY_TIMES": ", multiplié par {stars} : {points}.",
    # ----------------------------------------------------- keys
    "BOARD_HELP": (
        "Touches : 1 à 9 choisissent une tuile du Chantier ; les flèches la déplacent "
        "sur le plateau ; R la fait pivoter (Maj+R dans l'autre sens) ; Entrée la pose, "
        "puis confirme ; Échap annule ; U reprend votre coup ; H en suggère un ; "
        "+ et - zooment, 0 ajuste la cité à la vue."
    ),
    "KEY_HOME": "Début",
    "KEY_END": "Fin",
    "KEY_ESCAPE": "Échap",
    # ----------------------------------------------------- the page
    "RESUME_FAILED": "Votre dernière partie n'a pas pu être reprise : {error}",
    "OPEN_FAILED": "Cette partie n'a pas pu être ouverte : {error}",
    "IMPORT_FAILED": "Ce fichier n'a pas pu être importé : {error}",
    "OTHER_TAB_FAILED": "La version de l'autre onglet n'a pas pu être ouverte : {error}",
    "LOOKING_FOR_MOVE": "Recherche d'un bon coup…",
}

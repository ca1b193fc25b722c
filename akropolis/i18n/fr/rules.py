"""Français : les règles telles que le joueur les lit, avec les mots de la
règle française (conditions de placement des Quartiers, variantes, mode
solo et ses niveaux) : le panneau Règles, ce que rapporte un hexagone et
pourquoi, les options de la partie, les lignes doublées du bloc de score,
les refus d'une pose ou d'une mise en place interdite, et pourquoi une
sauvegarde ne peut pas être lue."""

from __future__ import annotations

WORDS = {
    # ----------------------------------------------------- the Rules panel
    "RULES": "Règles",
    "RULES_TURN_TITLE": "Un tour",
    "RULES_TURN": (
        "Prenez une tuile du Chantier : la première est gratuite, la deuxième coûte "
        "1 Pierre, la troisième 2, et ainsi de suite. Sans Pierre, vous ne pouvez prendre "
        "que la première.",
        "Ajoutez-la à votre cité, tournée comme vous voulez, puis confirmez.",
        "Quand il ne reste qu'une tuile dans le Chantier, la pile suivante est révélée à sa "
        "suite et le joueur suivant devient Architecte en Chef. Quand les piles sont "
        "épuisées, la partie prend fin.",
    ),
    "RULES_PLACE_TITLE": "Ajouter une tuile",
    "RULES_PLACE": (
        "Au 1er niveau : sur des espaces vides, adjacente à votre cité par au moins un bord.",
        "Plus haut : posée à plat sur 3 hexagones d'un même niveau, jamais au-dessus d'un "
        "espace vide, et à cheval sur au moins 2 tuiles différentes.",
        "Chaque Carrière recouverte vous rapporte 1 Pierre.",
    ),
    "RULES_SCORING_TITLE": "Décompte, en fin de partie",
    "RULES_SCORING": (
        "Seul l'hexagone du dessus de chaque colonne compte. Un Quartier vaut son niveau : "
        "1, 2, 3…",
        "Chaque type de Quartier rapporte la valeur de ses Quartiers qui respectent leur "
        "condition de placement, multipliée par les étoiles de ses Places. Sans Place de "
        "son type, il rapporte 0.",
        "Chaque Pierre restante vaut 1 point. En cas d'égalité, le joueur ayant le plus de "
        "Pierres l'emporte.",
    ),
    "RULES_CONDITIONS": {
        "house": "Seules les Habitations du plus grand groupe d'Habitations adjacentes "
        "rapportent des points.",
        "market": "Un Marché rapporte s'il n'est adjacent à aucun autre Marché.",
        "barracks": "Une Caserne rapporte si elle est en périphérie : à côté d'un espace "
        "vide ouvert sur l'extérieur (un trou enclos dans la cité n'est pas la périphérie).",
        "temple": "Un Temple rapporte s'il est complètement entouré : les six espaces "
        "autour de lui sont construits.",
        "garden": "Les Jardins n'ont aucune contrainte de placement : ils rapportent toujours.",
    },
    "RULES_CONDITION": "{district} : {condition}",
    "RULES_DRAWING": {
        "house": "Trois Habitations adjacentes rapportent (coche) ; une Habitation isolée, "
        "non (croix)",
        "market": "Un Marché isolé rapporte (coche) ; deux Marchés côte à côte, non (croix)",
        "barracks": "Une Caserne en périphérie rapporte (coche) ; une Caserne entourée, "
        "non (croix)",
        "temple": "Un Temple entouré rapporte (coche) ; un Temple en périphérie, non (croix)",
        "garden": "Les Jardins rapportent où qu'ils soient (coches)",
    },
    "RULES_VARIANTS_TITLE": "Variantes",
    "RULES_VARIANTS": (
        "Un Quartier qui respecte la condition de sa variante compte double ; il doit "
        "toujours respecter sa condition de placement d'origine et avoir des étoiles."
    ),
    "RULES_VARIANT_ON": "Active dans cette partie",
    "RULES_VARIANT_OFF": "Inactive",
    "RULES_NO_GAME": "Les variantes se choisissent à la création d'une partie.",
    "RULES_LONG_GAME": "Partie longue (2 ou 3 joueurs) : on joue les 61 tuiles.",
    "RULES_LONG_GAME_ON": "Cette partie est une partie longue : on joue les 61 tuiles.",
    "RULES_SOLO_TITLE": "Solo : l'Illustre Architecte",
    "RULES_SOLO": (
        "Vous jouez en premier, avec 1 Pierre ; l'Illustre Architecte commence avec "
        "2 Pierres. Les Pierres que vous dépensez lui reviennent.",
        "À son tour, il prend la moins chère des tuiles comportant une Place qu'il peut "
        "payer, sinon la première tuile. Il ne construit pas : tous ses Quartiers comptent, "
        "et ses Places donnent des étoiles comme les vôtres.",
        "Avec une variante active, ses Quartiers de ce type comptent double : les "
        "Habitations seulement si elles valent 10 ou plus en tout, les Temples seulement "
        "contre Callicratès, et au plus 3 Marchés par Place Marchés qu'il possède.",
    ),
    "RULES_LEVELS": {
        "hippodamos": "Hippodamos (facile) : chacun de ses Quartiers vaut 1.",
        "metagenes": "Métagénès (moyen) : chaque Quartier vaut 1, et chaque Carrière qu'il "
        "possède rapporte 2 points.",
        "callicrates": "Callicratès (difficile) : chacun de ses Quartiers vaut 2.",
    },
    "RULES_LEVEL_PLAYED": "le niveau de cette partie",
    # ----------------------------------------------------- on the table
    "CHIP_VARIANTS": "Variantes : {names}",
    "CHIP_ALL_VARIANTS": "Les cinq variantes",
    "CHIP_LONG_GAME": "Partie longue",
    # ----------------------------------------------------- the scorepad
    "SCOREPAD_VARIANT": "variante active : les Quartiers qui la respectent comptent double",
    "SCOREPAD_VARIANT_SPOKEN": " : {variant}",
    "SCOREPAD_DOUBLED": ("{n} doublé", "{n} doublés"),
    # ----------------------------------------------------- what a hex scores
    "HEX_SCORES": "{name}, niveau {level} : {reason}, rapporte {value} × {stars}",
    "HEX_DOUBLED_SCORES": (
        "{name}, niveau {level} : {reason} ; {doubled}, rapporte {value} × {stars}"
    ),
    "HEX_SCORES_NOTHING": "{name}, niveau {level} : {reason}, rapporte 0",
    "HEX_NO_PLAZA": "{name}, niveau {level} : {reason} ; sans {plaza} pour l'instant, rapporte 0",
    "HEX_DOUBLED_NO_PLAZA": (
        "{name}, niveau {level} : {reason} ; {doubled} ; sans {plaza} pour l'instant, rapporte 0"
    ),
    "HEX_QUARRY": "{name}, niveau {level} : ne rapporte rien ; la recouvrir donne 1 Pierre",
    "HEX_PLAZA": "{name}, niveau {level} : {stars} pour les {plural}",
    "HEX_PLAZA_OF_CITY": (
        "{name}, niveau {level} : {stars} pour les {plural} ({total} dans cette cité)"
    ),
    "HEX_HOUSE_IN_GROUP": "dans le plus grand groupe d'Habitations ({size})",
    "HEX_HOUSE_OUTSIDE_GROUP": (
        "dans un groupe de {size}, pas le plus grand groupe d'Habitations ({largest})"
    ),
    "HEX_HOUSE_LONE": "isolée, hors du plus grand groupe d'Habitations",
    "HEX_HOUSE_TIED": (
        "dans un groupe aussi grand et de même valeur que celui qui compte (un seul compte)"
    ),
    "HEX_MARKET_ALONE": "aucun autre Marché adjacent",
    "HEX_MARKET_CROWDED": "adjacent à un autre Marché",
    "HEX_BARRACKS_EDGE": "en périphérie",
    "HEX_BARRACKS_INSIDE": "pas en périphérie",
    "HEX_BARRACKS_LAKE": "pas en périphérie (un lac n'est pas la périphérie)",
    "HEX_TEMPLE_SURROUNDED": "complètement entouré",
    "HEX_TEMPLE_OPEN": "pas entouré ({spaces} autour)",
    "HEX_EMPTY_SPACES": ("{n} espace vide", "{n} espaces vides"),
    "HEX_GARDEN_ALWAYS": "un Jardin rapporte toujours",
    "HEX_HOUSE_DOUBLED": "doublée par la variante Habitations (le groupe vaut 10 ou plus)",
    "HEX_MARKET_DOUBLED": "doublé par la variante Marchés (adjacent à une Place Marchés)",
    "HEX_BARRACKS_DOUBLED": "doublée par la variante Casernes ({sides} espaces vides adjacents)",
    "HEX_TEMPLE_DOUBLED": "doublé par la variante Temples (au niveau 2 ou plus haut)",
    "HEX_GARDEN_DOUBLED": "doublé par la variante Jardins (adjacent à un lac)",
    "HEXES_ALIKE": "{n} hexagones semblables : {sentence}",
    # ----------------------------------------------------- illegal placements
    "PLACE_ROTATION": "La rotation doit être un nombre entier de 0 à 5.",
    "PLACE_LEVEL": "Le niveau doit être 1 ou plus.",
    "PLACE_LEVEL1_EMPTY": (
        "Une tuile au 1er niveau va sur des espaces vides ; "
        "pour construire sur votre cité, posez-la sur un niveau supérieur."
    ),
    "PLACE_LEVEL1_TOUCH": (
        "Une tuile au 1er niveau doit être adjacente à votre cité par au moins un bord."
    ),
    "PLACE_REST": "Une tuile au niveau {level} doit reposer sur 3 hexagones du niveau {below}.",
    "PLACE_TWO_TILES": (
        "Une tuile au niveau {level} doit être à cheval sur au moins 2 tuiles différentes."
    ),
    "MOVE_NOT_A_MOVE": "Ce n'est pas un coup.",
    "MOVE_ARCHITECT": "L'Illustre Architecte prend la tuile {n} et ne construit pas.",
    "MOVE_SAY_WHERE": "Indiquez où poser la tuile.",
    # ----------------------------------------------------- set-up
    "SETUP_PLAYERS": "Une partie se joue de 1 à 4 joueurs.",
    "SETUP_UNKNOWN_LEVEL": "Niveau solo inconnu {level} ; choisissez parmi {levels}.",
    "SETUP_SOLO": "Le mode solo se joue à 1 joueur contre l'Illustre Architecte.",
    "SETUP_LONG_GAME": "La partie longue se joue à 2 ou 3 joueurs.",
    "SETUP_UNKNOWN_VARIANT": "Variante inconnue {variant} ; choisissez parmi {variants}.",
    "SETUP_SEATS": "Une partie avec ces options se joue à {seats} joueurs, pas {players}.",
    "SETUP_ARCHITECT_SEAT": (
        "Seul l'Illustre Architecte d'une partie solo est joué par l'Architecte."
    ),
    "SETUP_TILE_ORDER": (
        "L'ordre des tuiles doit contenir chacune des {n} tuiles de cette partie, "
        "une seule fois."
    ),
    # ----------------------------------------------------- a record refused
    "RECORD_SEED_RANGE": "un nombre entier entre -{max} et {max}",
    "RECORD_SEED_UNSAVABLE": (
        "Le numéro de la partie ne peut pas être enregistré : il doit être {range}."
    ),
    "RECORD_SAVED_AT": (
        "Le champ saved_at de la sauvegarde doit être une date et une heure au format ISO 8601."
    ),
    "RECORD_NOT_UTF8": "Cette sauvegarde n'est pas du texte (elle n'est pas en UTF-8).",
    "RECORD_NOT_TEXT": "Cette sauvegarde n'est pas du texte.",
    "RECORD_TOO_DEEP": (
        "Cette sauvegarde n'est pas une partie d'Akropolis (elle est imbriquée trop "
        "profondément)."
    ),
    "RECORD_LONG_NUMBER": (
        "Cette sauvegarde n'est pas du JSON valide (un de ses nombres est trop long)."
    ),
    "RECORD_JSON_AT": (
        "Cette sauvegarde n'est pas du JSON valide (ligne {line}, colonne {column} : {why})."
    ),
    "RECORD_JSON_LINE": "Cette sauvegarde n'est pas du JSON valide (ligne {line}, colonne {column}).",
    "RECORD_JSON_WHY": {
        "value": "une valeur est attendue",
        "comma": "une virgule est attendue",
        "colon": "un deux-points est attendu",
        "name": "un nom de champ entre guillemets droits est attendu",
        "unterminated": "un texte commencé ici n'est jamais fermé",
        "control": "un caractère de contrôle interdit",
        "escape": "un échappement \\ invalide",
        "unicode": "un échappement \\u invalide",
        "extra": "des données en trop",
        "trailing": "une virgule en trop avant la fin d'un objet ou d'une liste",
    },
    "RECORD_CONSTANT": (
        "Cette sauvegarde n'est pas du JSON valide ({name} n'est pas un nombre admis en JSON)."
    ),
    "RECORD_FOREIGN": "Cette sauvegarde n'est pas une partie d'Akropolis.",
    "RECORD_VERSION_MISSING": (
        "La version de la sauvegarde manque ou n'est pas un nombre entier."
    ),
    "RECORD_NEWER": (
        "Cette sauvegarde vient d'une version plus récente du jeu (sauvegarde en version "
        "{version} ; cette version lit la version {reads}). Mettez le jeu à jour pour "
        "l'ouvrir."
    ),
    "LINK_TOO_LONG": "Ce lien est trop long pour contenir une partie.",
    "LINK_NOT_GAME": "Ce lien ne contient pas de partie.",
    "LINK_DAMAGED": (
        "Ce lien est abîmé : un morceau manque ou a été modifié. Demandez à nouveau le lien."
    ),
    "LINK_NEWER": (
        "Ce lien vient d'une version plus récente du jeu (lien en version {version} ; "
        "cette version lit la version {reads}). Mettez le jeu à jour pour l'ouvrir."
    ),
    "RECORD_UNKNOWN_VERSION": (
        "Version de sauvegarde inconnue : {version} ; cette version du jeu lit la version "
        "{reads}."
    ),
    "RECORD_SEED": "Le numéro de partie de la sauvegarde est {what} ; il doit être {range}, ou null.",
    "RECORD_TILE_ORDER": (
        "L'ordre des tuiles de la sauvegarde doit contenir chacune des {n} tuiles de "
        "cette partie, une seule fois."
    ),
    "RECORD_MOVES": "Les coups de la sauvegarde sont {what}, pas une liste.",
    "RECORD_AFTER_END": (
        "Le coup {n} vient après la fin de la partie (elle a pris fin après le coup {last})."
    ),
    "RECORD_ILLEGAL": "Le coup {n} est interdit : {error}",
    "RECORD_OPTIONS": "Les options de la sauvegarde sont {what}, pas un objet.",
    "RECORD_PLAYERS_NUMBER": "Le nombre de joueurs est {what}, pas un nombre entier.",
    "RECORD_LONG_GAME": "L'option partie longue est {what}, pas true ou false.",
    "RECORD_VARIANTS": (
        "Les variantes de la sauvegarde doivent être une liste de noms de variantes."
    ),
    "RECORD_VARIANT_TWICE": "La sauvegarde nomme deux fois la même variante.",
    "RECORD_SOLO": "Le niveau solo est {what}, pas un nom de niveau ou null.",
    "RECORD_OPTIONS_WRONG": "Les options de la sauvegarde sont fausses : {error}",
    "RECORD_TILES": "L'ordre des tuiles de la sauvegarde est {what}, pas une liste de tuiles.",
    "RECORD_TILE": "L'ordre des tuiles de la sauvegarde contient {what}, pas un numéro de tuile.",
    "RECORD_PLAYERS": "Les joueurs de la sauvegarde sont {what}, pas une liste.",
    "RECORD_PLAYERS_COUNT": (
        "La sauvegarde compte {n} joueur pour une partie à {expected}.",
        "La sauvegarde compte {n} joueurs pour une partie à {expected}.",
    ),
    "RECORD_SOLO_SEATS": "2 (le joueur et l'Illustre Architecte)",
    "RECORD_PLAYER": (
        "Le joueur {n} est {what}, pas un objet avec un nom (name) et un contrôle (control)."
    ),
    "RECORD_NAME": "Le nom du joueur {n} est {what}, pas du texte.",
    "RECORD_NAME_LENGTH": "Le nom du joueur {n} doit avoir de 1 à {max} caractères.",
    "RECORD_NAME_UNPRINTABLE": (
        "Le nom du joueur {n} contient des caractères de contrôle ou du texte abîmé."
    ),
    "RECORD_CONTROL": "Le contrôle (control) du joueur {n} est {what}, pas du texte.",
    "RECORD_MUST_BE_ARCHITECT": (
        'Le joueur {n} doit être l\'Illustre Architecte (control "architect").'
    ),
    "RECORD_NOT_ARCHITECT": (
        "Le joueur {n} ne peut pas être l'Illustre Architecte : "
        'seule sa place, en solo, a control "architect".'
    ),
    "RECORD_CONTROL_NAME": (
        'Le contrôle (control) du joueur {n} doit être "human", "architect" ou le nom '
        "d'un robot (lettres minuscules, chiffres, - et _)."
    ),
    "RECORD_MOVE": "Le coup {n} est {what}, pas un objet.",
    "RECORD_NO_TILE": "Le coup {n} n'a pas de tuile.",
    "RECORD_MOVE_MISSING": (
        "Il manque {field} au coup {n} : une pose demande q, r, rotation et level."
    ),
    "RECORD_MOVE_NOT_WHOLE": "Le champ {field} du coup {n} est {what}, pas un nombre entier.",
    "RECORD_FIELD_MISSING": "Le champ {field} manque dans {where}.",
    "RECORD_FIELD_UNKNOWN": "Champ inconnu {field} dans {where}.",
    "RECORD_IN": {
        "record": "la sauvegarde",
        "options": "les options de la sauvegarde",
        "player": "le joueur {n}",
        "move": "le coup {n}",
        "action": "l'action {n}",
    },
    "RECORD_KINDS": {
        "bool": "true/false",
        "int": "un nombre entier",
        "float": "un nombre décimal",
        "str": "du texte",
        "list": "une liste",
        "dict": "un objet",
        "null": "null",
        "other": "autre chose qu'une valeur JSON",
        "large": "un nombre trop grand",
    },
    "RECORD_ODD_NAME": "(un nom étrange)",
}

"""Français : les noms du jeu de cartes (marchandises, bâtiments et leurs
pouvoirs, catégories, combinaisons, Drachmes) et ses refus, avec les
erreurs d'une sauvegarde abîmée."""

# The card game in French: the glossary (docs/i18n.md, "The card game in
# French"). The card game keeps its title, Acropolis; its building is
# l'Acropole.
#
#   goods (marchandises), a card's name / counted:
#     Fish Poisson (un Poisson), Meat Viande (une Viande), Vegetables
#     Légumes (un Légume), Cheese Fromage, Wine Vin, Bronze Bronze, Cloth
#     Étoffe (une Étoffe), Pottery Poterie (une Poterie), Goats Chèvres (une
#     Chèvre), Sheep Moutons (un Mouton), Slaves Esclaves (un Esclave), Oil
#     Huile (une Huile); "two Wine" deux Vins
#   buildings (bâtiments): Walls Remparts, Arsenal Arsenal, Harbor Port,
#     Strategion Stratégion, Acropolis Acropole, Fountain House Fontaine,
#     Gymnasium/Stadium Gymnase/Stade, Theatre Théâtre, Council Hall Salle
#     du Conseil, Agora Agora, Shrine Oratoire, Great Altar Grand Autel,
#     Sanctuary Sanctuaire, Temple Temple, Parthenon Parthénon
#   abilities (pouvoirs): Defense Défense, Force Trade Échange forcé, Slave
#     Trade Commerce d'esclaves, Strategy Stratégie, High Vantage Vue
#     imprenable, Refreshment Rafraîchissement, Competition Compétition,
#     Drama Drame, Politics Politique, Philosophy Philosophie, Blessing of
#     Poseidon/Apollo/Ares/Athena/Zeus Bénédiction de Poséidon/d'Apollon/
#     d'Arès/d'Athéna/de Zeus; wild joker
#   categories (catégories): Military Militaire, Civic Civique, Religious
#     Religieux
#   hand types (combinaisons): Bireme Birème, Democracy Démocratie,
#     Philosophers Philosophes, Pythagoras Pythagore, Trireme Trirème, Golden
#     Rule Règle d'or, Phalanx Phalange, Fleet Flotte, Colony Colonie, City
#     States Cités-États, Olympiad Olympiade; pair paire, three of a kind
#     brelan, four of a kind carré; no hand type aucune combinaison
#   the game: round manche, Market turn tour de Marché, Build turn tour de
#     Construction, trading les échanges, offer offre, accept accepter,
#     refuse refuser, pass passer, sell vendre (la vente), auction l'enchère,
#     bid miser (une mise), Drachma(s) Drachme(s), Treasury Trésor, Agora
#     deck pioche Agora, Build deck pioche Construction, Build card carte
#     Construction, Bid card carte aux enchères, discard pile défausse,
#     Victory pile pile de Victoire, First Citizen Premier Citoyen, hand
#     main, advanced rules règles avancées, scorepad feuille de score,
#     record sauvegarde, reshuffle mélange, seizure saisie

from __future__ import annotations

WORDS = {
    # ----------------------------------------------------- the goods
    "CARD_GOOD_NAMES": {
        "fish": "Poisson", "meat": "Viande", "vegetables": "Légumes", "cheese": "Fromage",
        "wine": "Vin", "bronze": "Bronze", "cloth": "Étoffe", "pottery": "Poterie",
        "goats": "Chèvres", "sheep": "Moutons", "slaves": "Esclaves", "oil": "Huile",
    },
    "CARD_GOODS": {
        "fish": ("un Poisson", "{n} Poissons"),
        "meat": ("une Viande", "{n} Viandes"),
        "vegetables": ("un Légume", "{n} Légumes"),
        "cheese": ("un Fromage", "{n} Fromages"),
        "wine": ("un Vin", "{n} Vins"),
        "bronze": ("un Bronze", "{n} Bronzes"),
        "cloth": ("une Étoffe", "{n} Étoffes"),
        "pottery": ("une Poterie", "{n} Poteries"),
        "goats": ("une Chèvre", "{n} Chèvres"),
        "sheep": ("un Mouton", "{n} Moutons"),
        "slaves": ("un Esclave", "{n} Esclaves"),
        "oil": ("une Huile", "{n} Huiles"),
    },
    #: Après une négation, l'article indéfini devient « de » : « pas d'Esclave ».
    "CARD_GOODS_NOT": {
        "fish": ("de Poisson", "{n} Poissons"),
        "meat": ("de Viande", "{n} Viandes"),
        "vegetables": ("de Légume", "{n} Légumes"),
        "cheese": ("de Fromage", "{n} Fromages"),
        "wine": ("de Vin", "{n} Vins"),
        "bronze": ("de Bronze", "{n} Bronzes"),
        "cloth": ("d'Étoffe", "{n} Étoffes"),
        "pottery": ("de Poterie", "{n} Poteries"),
        "goats": ("de Chèvre", "{n} Chèvres"),
        "sheep": ("de Mouton", "{n} Moutons"),
        "slaves": ("d'Esclave", "{n} Esclaves"),
        "oil": ("d'Huile", "{n} Huiles"),
    },
    "CARD_NOR": " ni ",
    "CARD_NUMBERS": (
        "aucun", "un", "deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf",
        "dix", "onze", "douze",
    ),
    "CARD_NOTHING": "rien",
    "CARD_DRACHMAS": ("{n} Drachme", "{n} Drachmes"),
    # ----------------------------------------------------- the buildings
    "CARD_BUILDINGS": {
        "walls": "Remparts",
        "arsenal": "Arsenal",
        "harbor": "Port",
        "strategion": "Stratégion",
        "acropolis": "Acropole",
        "fountain_house": "Fontaine",
        "gymnasium": "Gymnase/Stade",
        "theatre": "Théâtre",
        "council_hall": "Salle du Conseil",
        "agora": "Agora",
        "shrine": "Oratoire",
        "great_altar": "Grand Autel",
        "sanctuary": "Sanctuaire",
        "temple": "Temple",
        "parthenon": "Parthénon",
    },
    "CARD_ABILITIES": {
        "walls": ("Défense", "L'Arsenal et le Stratégion adverses ne peuvent pas vous viser."),
        "arsenal": ("Échange forcé", "Une fois par tour de Marché, prenez une carte au hasard "
                    "à un adversaire, puis donnez-lui une carte de votre choix."),
        "harbor": ("Commerce d'esclaves", "Vos Esclaves sont des jokers quand vous vendez."),
        "strategion": ("Stratégie", "Une fois par tour de Marché, regardez la main d'un adversaire."),
        "acropolis": ("Vue imprenable",
                      "Vous voyez les 3 prochaines cartes de la pioche Construction."),
        "fountain_house": ("Rafraîchissement", "Une fois par tour de Marché, piochez la "
                           "première carte Agora, puis défaussez une carte."),
        "gymnasium": ("Compétition",
                      "Chacune de vos cartes Construction rapporte 1 de plus à la fin."),
        "theatre": ("Drame", "Vous misez toujours en premier aux tours de Construction."),
        "council_hall": ("Politique", "Vos mises comptent 3 de plus."),
        "agora": ("Philosophie", "1 carte de plus au premier tour de Marché de chaque manche."),
        "shrine": ("Bénédiction de Poséidon", "Chaque main vendue rapporte 1 Drachme de plus."),
        "great_altar": ("Bénédiction d'Apollon",
                        "1 Drachme de plus par paire de la combinaison de votre main."),
        "sanctuary": ("Bénédiction d'Arès",
                      "2 Drachmes de plus par brelan de la combinaison de votre main."),
        "temple": ("Bénédiction d'Athéna",
                   "3 Drachmes de plus par carré de la combinaison de votre main."),
        "parthenon": ("Bénédiction de Zeus",
                      "1 carte de plus au second tour de Marché de chaque manche."),
    },
    "CARD_CATEGORIES": {"military": "Militaire", "civic": "Civique", "religious": "Religieux"},
    # ----------------------------------------------------- hand types
    "CARD_HAND_TYPES": {
        "bireme": "Birème",
        "democracy": "Démocratie",
        "philosophers": "Philosophes",
        "pythagoras": "Pythagore",
        "trireme": "Trirème",
        "golden_rule": "Règle d'or",
        "phalanx": "Phalange",
        "fleet": "Flotte",
        "colony": "Colonie",
        "city_states": "Cités-États",
        "olympiad": "Olympiade",
    },
    "CARD_NO_TYPE": "aucune combinaison",
    # ----------------------------------------------------- refusals
    "CARD_NOT_AN_ACTION": "{action} n'est pas une action de ce jeu.",
    "CARD_NOT_NOW": "Vous ne pouvez pas {doing} maintenant : {why}",
    "CARD_DOING": {
        "offer": "faire une offre", "accept": "accepter une offre",
        "refuse": "refuser une offre", "pass": "passer", "bid": "miser",
        "seize": "utiliser votre Arsenal", "give_back": "rendre une carte",
        "look": "utiliser votre Stratégion", "draw": "utiliser votre Fontaine",
        "discard": "défausser",
    },
    "CARD_PHASES": {
        "trade": "c'est à vous d'échanger (faites une offre ou passez).",
        "respond": "vous devez accepter ou refuser l'offre qui vous est faite.",
        "give_back": "vous devez rendre une carte après l'Échange forcé de votre Arsenal.",
        "discard": "vous devez défausser une carte après la pioche de votre Fontaine.",
        "auction": "c'est à vous de miser ou de passer dans l'enchère.",
        "over": "la partie est terminée.",
    },
    "CARD_NO_SUCH_SEAT": "Il n'y a pas de joueur {seat} à cette table.",
    "CARD_NOT_YOURSELF": "Vous ne pouvez pas vous viser vous-même.",
    "CARD_NOT_A_GOOD": "{name} n'est pas une marchandise de la pioche Agora.",
    "CARD_YOU_LACK": "Vous n'avez pas {cards} en main ; votre main : {hand}.",
    "CARD_NO_OFFERS_LEFT": "Vous avez fait vos {limit} offres de ce tour de Marché : passez.",
    "CARD_EMPTY_OFFER": "Une offre doit donner ou demander au moins une carte.",
    "CARD_BID_NOT_WHOLE": "Une mise est un nombre entier de Drachmes, pas {amount}.",
    "CARD_BID_TOO_HIGH": "Vous avez {drachmas} ; vous ne pouvez pas miser {amount}.",
    "CARD_BID_TOO_LOW": "Votre mise de {amount} doit battre celle {name:de}, qui vaut {high}.",
    "CARD_BID_COUNTING": "{amount} (valant {counts})",
    "CARD_MUST_OPEN": (
        "Vous ouvrez l'enchère : misez 0 Drachme ou plus (vous ne pouvez pas encore passer)."
    ),
    "CARD_NO_ABILITY": "Il vous faut le bâtiment {building} pour cela (règles avancées).",
    "CARD_ABILITY_USED": "Vous avez déjà utilisé votre {building} pendant ce tour de Marché.",
    "CARD_PROTECTED": "Les Remparts protègent {name} de vos bâtiments.",
    "CARD_EMPTY_HAND": "{name} n'a aucune carte à prendre.",
    "CARD_AGORA_EMPTY": (
        "La pioche Agora et la défausse sont vides : il n'y a aucune carte à piocher."
    ),
    "CARD_PLAYERS_RANGE": "Acropolis se joue de {low} à {high} joueurs, pas {n}.",
    # ----------------------------------------------------- a damaged record
    "CARD_BAD_RESHUFFLE": "Le mélange {number} ne contient pas les {cards} cartes de la défausse.",
    "CARD_BAD_SEIZURE": "La saisie {number} prend une carte que le joueur n'a pas.",
    "CARD_RECORD_NOT_CARDS": "Cette sauvegarde n'est pas une partie d'Acropolis, le jeu de cartes.",
    "CARD_RECORD_SEED": (
        "Le numéro de partie de la sauvegarde doit être un nombre entier jusqu'à {limit}, ou null."
    ),
    "CARD_RECORD_FIRST": "Le premier Premier Citoyen doit être un joueur de 1 à {last}.",
    "CARD_RECORD_AGORA": (
        "L'ordre de la pioche Agora doit contenir les 48 cartes, 4 de chaque marchandise."
    ),
    "CARD_RECORD_BUILD": (
        "L'ordre de la pioche Construction doit contenir chacun des 15 bâtiments une fois."
    ),
    "CARD_RECORD_RESHUFFLES": "Les mélanges de la sauvegarde doivent être une liste d'ordres de pioche.",
    "CARD_RECORD_ACTIONS": "Les actions de la sauvegarde doivent être une liste.",
    "CARD_RECORD_AFTER_END": "L'action {n} vient après la fin de la partie.",
    "CARD_RECORD_ILLEGAL": "L'action {n} est illégale : {why}",
    "CARD_RECORD_CHANCE_LEFT": (
        "La sauvegarde contient des mélanges ou des saisies que ses actions n'ont jamais "
        "rencontrés."
    ),
    "CARD_RECORD_PARTS": {
        "record": "La sauvegarde",
        "options": "Les options de la sauvegarde",
        "agora": "L'ordre de la pioche Agora",
        "seizures": "Les saisies de la sauvegarde",
    },
    "CARD_RECORD_RESHUFFLE_PART": "Le mélange {n}",
    "CARD_RECORD_ACTION_FIELD": "Le champ {field} de l'action {n}",
    "CARD_RECORD_OPTIONS": "Les options de la sauvegarde doivent être un objet.",
    "CARD_RECORD_PLAYERS": "Le nombre de joueurs de la sauvegarde doit être de {low} à {high}.",
    "CARD_RECORD_ADVANCED": "L'option advanced de la sauvegarde doit être true ou false.",
    "CARD_RECORD_SEATS": "Les joueurs de la sauvegarde doivent être une liste de {n} joueurs.",
    "CARD_RECORD_GOODS": "{what} : une liste de marchandises est attendue.",
    "CARD_RECORD_NOT_ACTION": "L'action {n} n'est pas une action du jeu de cartes.",
    "CARD_RECORD_ACTION_GOOD": (
        "La marchandise de l'action {n} n'est pas une marchandise de la pioche Agora."
    ),
    "CARD_RECORD_ACTION_NUMBER": "Le champ {field} de l'action {n} doit être un nombre entier.",
}

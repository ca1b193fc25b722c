"""Français : le panneau des règles du jeu de cartes, dans les termes du
glossaire de ``cards.py`` (main, combinaison, paire, brelan, carré, tour
de Marché, tour de Construction, enchère, mise, pile de Victoire, Premier
Citoyen)."""

from __future__ import annotations

WORDS = {
    "CARDRULES_TITLE": "Règles d'Acropolis, le jeu de cartes",
    "CARDRULES_GOAL": (
        "Un jeu de cartes pour {low} à {high} joueurs. Échangez des marchandises au marché, "
        "vendez votre main contre des Drachmes, et dépensez-les aux enchères pour acquérir "
        "des bâtiments : le joueur qui remporte le plus des trois catégories de bâtiments "
        "gagne la partie."
    ),
    # ----------------------------------------------------- the cards
    "CARDRULES_CARDS_TITLE": "Les cartes",
    "CARDRULES_CARDS": (
        "La pioche Agora : {cards} cartes, {copies} de chacune de ces {goods} marchandises.",
        "La pioche Construction : {buildings} bâtiments, un de chaque, en trois catégories. "
        "Sa première carte est face visible : c'est la carte aux enchères du prochain tour "
        "de Construction.",
        "Chaque joueur commence avec 0 Drachme. Le Trésor paie les ventes et encaisse les "
        "mises ; il n'est jamais à court.",
    ),
    "CARDRULES_GOODS_DRAWING": "Les marchandises de la pioche Agora",
    # ----------------------------------------------------- a round
    "CARDRULES_ROUND_TITLE": "Une manche",
    "CARDRULES_ROUND_INTRO": (
        "La partie compte {rounds} manches, une par bâtiment. Une manche, c'est deux tours de "
        "Marché, puis un tour de Construction."
    ),
    "CARDRULES_ROUND": (
        "Tour de Marché : chaque joueur reçoit {cards} cartes de la pioche Agora, une à la "
        "fois, en commençant par le Premier Citoyen. Quand la pioche Agora est vide, on "
        "mélange la défausse pour en faire une nouvelle.",
        "Toujours au tour de Marché : les joueurs échangent, puis chacun vend sa main.",
        "Un second tour de Marché, identique.",
        "Tour de Construction : les joueurs misent pour la carte aux enchères. Puis on "
        "retourne le bâtiment suivant, et le Premier Citoyen passe au joueur de gauche.",
    ),
    # ----------------------------------------------------- trading
    "CARDRULES_TRADE_TITLE": "Les échanges",
    "CARDRULES_TRADE": (
        "Les joueurs jouent chacun leur tour, en commençant par le Premier Citoyen, dans le "
        "sens des aiguilles d'une montre. À votre tour, vous faites une offre ou vous passez.",
        "Une offre s'adresse à un autre joueur : les cartes de votre main que vous lui "
        "donnez, et les marchandises que vous lui demandez (une marchandise et combien).",
        "Une offre donne ou demande au moins une carte ; l'un des deux côtés peut être vide "
        "(un cadeau, une demande).",
        "L'autre joueur l'accepte ou la refuse ; il ne peut l'accepter que si sa main contient "
        "les marchandises demandées.",
        "Les mains restent cachées : une offre ne montre à l'autre joueur que ce qui est "
        "offert et ce qui est demandé.",
        "Chaque joueur fait au plus {limit} offres par tour de Marché. Ensuite, il joue "
        "encore ses tours, mais ne peut que passer (et répondre aux offres qu'on lui fait).",
        "Les échanges ne s'arrêtent que lorsque tous les joueurs, l'un après l'autre, ont "
        "passé.",
    ),
    # ----------------------------------------------------- selling
    "CARDRULES_SELL_TITLE": "La vente",
    "CARDRULES_SELL": (
        "À la fin de chaque tour de Marché, tous les joueurs vendent leur main entière en même "
        "temps : elle rapporte les Drachmes de sa combinaison, payées par le Trésor, puis elle "
        "est défaussée. Une main sans aucune de ces combinaisons rapporte 0.",
        "Une main a la combinaison la mieux payée dont elle contient le motif : chaque groupe "
        "du motif demande au moins autant de cartes d'une même marchandise, et des groupes "
        "différents utilisent des marchandises différentes. Ainsi trois, trois et un font des "
        "Cités-États, pas une Phalange. Une main de 8 ou 9 cartes se lit de la même façon.",
    ),
    # ----------------------------------------------------- the chart
    "CARDRULES_TYPES_TITLE": "Les combinaisons",
    "CARDRULES_TYPE": "Combinaison",
    "CARDRULES_EARNS": "Rapporte",
    "CARDRULES_EXAMPLE": "Exemple",
    "CARDRULES_PATTERNS": {
        "bireme": "1 paire",
        "democracy": "7 marchandises différentes",
        "philosophers": "2 paires",
        "pythagoras": "3 paires",
        "trireme": "un brelan",
        "golden_rule": "un carré",
        "phalanx": "1 paire et 1 brelan",
        "fleet": "2 paires et 1 brelan",
        "colony": "1 carré et 1 paire",
        "city_states": "2 brelans",
        "olympiad": "1 carré et 1 brelan",
    },
    "CARDRULES_EXAMPLE_HAND": "{cards} : {type}, {drachmas}",
    "CARDRULES_MARKED": "Une coche marque les cartes qui forment la combinaison.",
    # ----------------------------------------------------- the auction
    "CARDRULES_AUCTION_TITLE": "Le tour de Construction : l'enchère",
    "CARDRULES_AUCTION": (
        "Les joueurs misent à découvert pour la carte aux enchères, en Drachmes. Le Premier "
        "Citoyen mise le premier, puis les autres dans le sens des aiguilles d'une montre.",
        "Celui qui ouvre l'enchère ne peut pas passer : sa mise peut être de 0 Drachme.",
        "Chaque mise suivante doit dépasser la plus haute mise jusque-là. Un joueur qui ne "
        "veut pas miser plus passe, et sort de cette enchère.",
        "Personne ne peut miser plus de Drachmes qu'il n'en a.",
        "Les mises font le tour, en sautant les joueurs sortis, jusqu'à ce que tous les autres "
        "aient passé : le plus offrant l'emporte. La carte est donc toujours prise, au pire "
        "par celui qui a ouvert, pour 0.",
        "Le gagnant paie sa mise au Trésor et pose la carte dans sa pile de Victoire, face "
        "visible pour tous. Les autres gardent leurs Drachmes : elles restent d'un tour à "
        "l'autre.",
    ),
    "CARDRULES_BID_EXAMPLE": "La carte aux enchères, face visible pour tous :",
    # ----------------------------------------------------- the categories
    "CARDRULES_CATEGORIES_TITLE": "Bâtiments et catégories",
    "CARDRULES_CATEGORIES": (
        "Chaque bâtiment appartient à une catégorie et porte une valeur imprimée, de 4 à 8.",
        "À la fin, votre score dans une catégorie est la somme des valeurs de vos bâtiments "
        "de cette catégorie.",
    ),
    "CARDRULES_TIES_TITLE": "Qui remporte une catégorie",
    "CARDRULES_TIES": (
        "Le plus haut score de la catégorie.",
        "En cas d'égalité : le joueur qui y a le plus de bâtiments.",
        "Toujours à égalité : le joueur qui y a le bâtiment le plus fort, selon sa valeur "
        "imprimée (sans le bonus du Gymnase). Cela départage toujours, car chaque bâtiment "
        "est unique.",
        "Une catégorie où personne n'a de bâtiment n'est remportée par personne.",
    ),
    # ----------------------------------------------------- the winner
    "CARDRULES_WIN_TITLE": "La fin et le vainqueur",
    "CARDRULES_WIN": (
        "La partie se termine après le {rounds}e tour de Construction, quand tous les "
        "bâtiments ont été pris.",
        "Le joueur qui a remporté le plus de catégories gagne.",
        "À égalité de catégories : parmi les joueurs à égalité, celui qui a le plus de "
        "bâtiments gagne ; toujours à égalité, celui à qui il reste le plus de Drachmes ; "
        "toujours à égalité, ils se partagent la victoire.",
    ),
    # ----------------------------------------------------- advanced rules
    "CARDRULES_ADVANCED_ON": "En jeu dans cette partie",
    "CARDRULES_ADVANCED_OFF": "Pas dans cette partie",
    "CARDRULES_ADVANCED_CHOSEN": (
        "Les règles avancées sont une option, choisie quand on prépare une partie."
    ),
    "CARDRULES_ADVANCED": (
        "Chaque bâtiment de votre pile de Victoire vous donne son pouvoir dès que vous le "
        "prenez. Un adversaire, c'est n'importe quel autre joueur.",
        "L'Arsenal, le Stratégion et la Fontaine s'utilisent pendant les échanges, à votre "
        "propre tour, avant de faire votre offre ou de passer : s'en servir ne met pas fin à votre "
        "tour et ne compte pas comme une offre.",
        "Les bonus de l'Oratoire, du Grand Autel, du Sanctuaire et du Temple s'additionnent. "
        "La combinaison d'une main reste la mieux payée avant les bonus (entre deux "
        "combinaisons qui paient autant, celle qui rapporte le plus avec eux).",
    ),
    "CARDRULES_ABILITY": "{building} ({ability}) : {text}",
    "CARDRULES_ABILITIES": {
        "walls": "les pouvoirs adverses ne peuvent pas vous viser : ni un Arsenal, ni un "
        "Stratégion.",
        "arsenal": "une fois par tour de Marché, pendant les échanges, prenez une carte au "
        "hasard dans la main d'un adversaire ; puis donnez-lui une carte de votre choix.",
        "harbor": "vos Esclaves sont des jokers : à la vente de votre main, chacun compte "
        "pour la marchandise de votre choix.",
        "strategion": "une fois par tour de Marché, pendant les échanges, regardez la main "
        "d'un adversaire.",
        "acropolis": "vous pouvez toujours regarder les 3 prochaines cartes de la pioche "
        "Construction, sous la carte aux enchères.",
        "fountain_house": "une fois par tour de Marché, pendant les échanges, piochez la "
        "première carte de la pioche Agora ; puis défaussez une carte de votre main.",
        "gymnasium": "chacun de vos bâtiments rapporte {bonus} de plus à la fin, dans sa "
        "propre catégorie.",
        "theatre": "vous misez toujours en premier aux tours de Construction. Le Premier "
        "Citoyen tourne comme d'habitude pour la donne et les échanges.",
        "council_hall": "vos mises comptent {bonus} de plus face à celles des autres. Vous "
        "payez ce que vous misez, votre mise d'ouverture peut être de 0 (valant {bonus}), et "
        "vous ne pouvez toujours pas miser plus que vous n'avez.",
        "agora": "vous recevez 1 carte de plus au premier tour de Marché de chaque manche.",
        "shrine": "chaque main que vous vendez rapporte 1 Drachme de plus, même une main sans "
        "combinaison.",
        "great_altar": "votre main rapporte 1 Drachme de plus par paire du motif de sa "
        "combinaison.",
        "sanctuary": "votre main rapporte 2 Drachmes de plus par brelan du motif de sa "
        "combinaison.",
        "temple": "votre main rapporte 3 Drachmes de plus par carré du motif de sa "
        "combinaison.",
        "parthenon": "vous recevez 1 carte de plus au second tour de Marché de chaque manche.",
    },
    "CARDRULES_WILD_EXAMPLE": (
        "Avec le Port, la combinaison de cette main est {type} ({drachmas}) ; sans lui, "
        "c'est {plain} ({plain_drachmas})."
    ),
}

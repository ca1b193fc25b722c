"""Français : la table du jeu de cartes (le choix du jeu et le formulaire
du menu, les phases, la main, les offres, l'enchère, les joueurs,
l'historique, l'écran de confidentialité et la feuille de score). Les
termes sont ceux du glossaire de ``cards.py``."""

from __future__ import annotations

WORDS = {
    # ----------------------------------------------------- the menu
    "CARD_GAMES": {"tiles": "Akropolis (tuiles)", "cards": "Acropolis (cartes)"},
    "CARD_GAME_CHOICE": "Jeu",
    "CARD_FORM_TITLE": "Nouvelle partie d'Acropolis, le jeu de cartes",
    "CARD_CONTROLS": {
        "human": "Humain", "easy": "Ordinateur : facile", "hard": "Ordinateur : difficile",
    },
    "CARD_DEFAULT_NAMES": ("Ada", "Basile", "Chloé", "Démétrios", "Hélène", "Photios"),
    "CARD_ADVANCED": "Règles avancées : les pouvoirs des bâtiments",
    "CARD_SEED_BAD": "Le numéro de partie doit être un nombre entier de 0 à {limit}, ou rien.",
    "CARD_PLAYERS_BAD": "Acropolis se joue de 2 à 6 joueurs.",
    "CARD_CONTROL_BAD": "Chaque joueur est un humain ou un ordinateur (facile ou difficile).",
    "CARD_MODE": ("{game} : {n} joueur", "{game} : {n} joueurs"),
    "CARD_MODE_ADVANCED": ", règles avancées",
    # ----------------------------------------------------- the bar
    "CARD_TABLE": "Table du jeu de cartes",
    # ----------------------------------------------------- the phases
    "CARD_ROUND_OF": "Manche {n} sur {total}",
    "CARD_WHEN_MARKET": "{round}, tour de Marché {n}",
    "CARD_WHEN_AUCTION": "{round}, tour de Construction",
    "CARD_PHASE_OVER": "La partie est terminée",
    "CARD_STATUS_DOING": {
        "trade": "{name} fait une offre ou passe",
        "respond": "{name} répond à une offre",
        "give_back": "{name} rend une carte (Arsenal)",
        "discard": "{name} défausse une carte (Fontaine)",
        "auction": "{name} mise ou passe",
        "open": "{name} ouvre l'enchère par une mise",
        "sold": "les mains sont vendues",
    },
    "CARD_TO_ACT": "À {name} {doing}",
    "CARD_TO_ACT_COMPUTER": "À {name} {doing} (ordinateur)",
    "CARD_TO_DO": {
        "trade": "de faire une offre ou de passer",
        "respond": "de répondre à une offre",
        "give_back": "de rendre une carte",
        "discard": "de défausser une carte",
        "auction": "de miser ou de passer",
        "open": "d'ouvrir l'enchère par une mise",
    },
    "CARD_YOUR_TURN": {
        "trade": "À vous : faites une offre à un joueur, ou passez.",
        "respond": "Une offre vous est faite : acceptez-la ou refusez-la.",
        "give_back": "Votre Arsenal a pris une carte : rendez une carte de votre choix.",
        "discard": "Votre Fontaine a pioché une carte : défaussez une carte.",
        "auction": "À vous dans l'enchère : misez ou passez.",
    },
    "CARD_STATUS": "{when} : {doing}",
    # ----------------------------------------------------- the sale
    "CARD_SALE_TITLE": "Les mains sont vendues",
    "CARD_SALE_EARNED": "+{drachmas}",
    "CARD_SALE_SKIP": "Continuer",
    # ----------------------------------------------------- the hand
    "CARD_HAND_TITLE": "Votre main",
    "CARD_HAND_OF": "Votre main : {name}",
    "CARD_EMPTY_HAND_TEXT": "Aucune carte.",
    "CARD_HAND_WORTH": "{type} : se vend {drachmas}",
    "CARD_SEEN_HAND": "Main {name:de} (votre Stratégion) : {cards}",
    # ----------------------------------------------------- actions
    "CARD_ACTIONS": "Actions",
    "CARD_USE_ABILITY": {
        "seize": "Arsenal : prendre une carte à {target}",
        "look": "Stratégion : voir la main {target:de}",
        "draw": "Fontaine : piocher une carte",
    },
    "CARD_GIVE_BACK": "Rendre {card}",
    "CARD_DISCARD": "Défausser {card}",
    "CARD_ACCEPT": "Accepter",
    "CARD_REFUSE": "Refuser",
    "CARD_OFFER_MADE": "Offre {giver:de} : {give} contre {ask}.",
    # ----------------------------------------------------- an offer
    "CARD_OFFER_TITLE": "Faire une offre",
    "CARD_OFFER_TO": "Destinataire",
    "CARD_OFFER_TO_LABEL": "À :",
    "CARD_GIVE": "Cartes données",
    "CARD_ASK": "Marchandises demandées",
    "CARD_GIVE_LESS": "Donner {card} de moins",
    "CARD_GIVE_MORE": "Donner {card} de plus",
    "CARD_ASK_LESS": "Demander {card} de moins",
    "CARD_ASK_MORE": "Demander {card} de plus",
    "CARD_GIVEN": "À donner : {good}",
    "CARD_ASKED": "À demander : {good}",
    "CARD_OFFERS_LEFT": (
        "{n} offre restante ce tour de Marché", "{n} offres restantes ce tour de Marché",
    ),
    "CARD_OFFER_CHOOSE": (
        "Choisissez les cartes que vous donnez et les marchandises que vous demandez ({offers})."
    ),
    "CARD_OFFER_DRAFT": (
        "Votre offre à {taker} : {give} contre {ask} ({offers})."
    ),
    "CARD_SEND_OFFER": "Faire l'offre",
    "CARD_CLEAR": "Effacer",
    "CARD_PASS_TRADE": "Passer (sans offre)",
    # ----------------------------------------------------- the auction
    "CARD_YOUR_BID": "Votre mise",
    "CARD_BID_LESS": "Une Drachme de moins",
    "CARD_BID_MORE": "Une Drachme de plus",
    "CARD_BID_BUTTON": "Miser {amount}",
    "CARD_BID_BUTTON_COUNTS": "Miser {amount} (vaut {counts} : {building} +3)",
    "CARD_CANNOT_BID": "Vous avez {drachmas} ; la mise minimale est de {low} : passez.",
    "CARD_PASS_BID": "Passer (hors de l'enchère)",
    "CARD_BID_CARD": "Carte aux enchères",
    "CARD_BUILD_DECK": (
        "Pioche Construction : {n} carte restante", "Pioche Construction : {n} cartes restantes",
    ),
    "CARD_NEXT_BUILDS": "Prochaines cartes Construction (votre Acropole)",
    "CARD_NO_BID": "Aucune mise pour l'instant.",
    "CARD_HIGH_BID": "Meilleure mise : {name}, {drachmas}",
    "CARD_HIGH_BID_COUNTS": "Meilleure mise : {name}, {drachmas} (vaut {counts})",
    "CARD_OUT_OF_AUCTION": "Hors de l'enchère : {names}",
    "CARD_BIDS": "Les mises de cette enchère",
    # ----------------------------------------------------- cards and players
    "CARD_BUILDING_LINE": "{building} ({category}, {score})",
    "CARD_ABILITY_LINE": "{name} : {text}",
    "CARD_BUILDING_ALT": "{building}. {ability}",
    "CARD_IN_HAND": ("{drachmas}, {n} carte en main", "{drachmas}, {n} cartes en main"),
    "CARD_NONE": "aucun",
    "CARD_FIRST_CITIZEN": "Premier Citoyen",
    "CARD_NOW": "à jouer",
    "CARD_BOT_NAMES": {"easy": "facile", "hard": "difficile", "random": "au hasard"},
    # ----------------------------------------------------- the log
    "CARD_LOG_TITLE": "À la table",
    "CARD_OFFERED": "Offre {giver:de} à {taker} : {give} contre {ask}.",
    "CARD_OFFER_PUBLIC": "{giver} a fait une offre à {taker}.",
    "CARD_ACCEPTED": "{taker} a accepté.",
    "CARD_REFUSED": "{taker} a refusé.",
    "CARD_PASSED": "{name} a passé.",
    "CARD_PASSED_AUCTION": "{name} a passé (hors de l'enchère).",
    "CARD_BID_MADE": "{name} a misé {drachmas}.",
    "CARD_BID_MADE_COUNTS": "{name} a misé {drachmas} (vaut {counts}).",
    "CARD_WON": "{name} a remporté la carte {building} pour {drachmas}.",
    "CARD_SOLD": "{name} a vendu sa main ({type}) pour {drachmas}.",
    "CARD_ABILITY_DONE": {
        "seize": "{name} a pris une carte à {target} avec l'Arsenal.",
        "give_back": "{name} a rendu une carte à {target}.",
        "look": "{name} a regardé la main {target:de} avec le Stratégion.",
        "draw": "{name} a pioché une carte avec la Fontaine.",
        "discard": "{name} a défaussé une carte.",
    },
    # ----------------------------------------------------- hot seat
    "CARD_PRIVACY": "Passez l'appareil à {name}",
    "CARD_PRIVACY_NOTE": "La main reste cachée jusqu'à ce que ce joueur soit prêt.",
    "CARD_SHOW_HAND": "Je suis {name} : montrer ma main",
    # ----------------------------------------------------- the end
    "CARD_SCOREPAD": "Feuille de score",
    "CARD_CATEGORY": "Catégorie",
    "CARD_WINS": "gagne",
    "CARD_NOBODY": "personne (aucun bâtiment)",
    "CARD_CATEGORY_WON": "{name} : {reason}",
    "CARD_TIE_BREAKS": {
        "score": "meilleur score",
        "buildings": "égalité de score, départagée par le nombre de bâtiments",
        "highest": "égalité de score et de bâtiments, départagée par le bâtiment le plus fort",
    },
    "CARD_CATEGORIES_COUNT": ("{n} catégorie", "{n} catégories"),
    "CARD_SHARED": (
        "{names} se partagent la victoire : à égalité de catégories ({cats}), de bâtiments "
        "et de Drachmes."
    ),
    "CARD_GAME_WON": "{name} remporte la partie : {why}.",
    "CARD_WIN_REASONS": {
        "categories": "le plus de catégories remportées ({cats})",
        "all": "les trois catégories remportées",
        "buildings": "à égalité de catégories remportées ({cats}), le plus de bâtiments",
        "drachmas": (
            "à égalité de catégories remportées ({cats}) et de bâtiments, le plus de "
            "Drachmes restantes"
        ),
    },
    "CARD_CATEGORIES_WON": "Catégories remportées",
    "CARD_DRACHMAS_LEFT": "Drachmes restantes",
    # ----------------------------------------------------- the cards drawn
    "CARD_FACE_MARKED": "{card}, dans la combinaison de la main",
    "CARD_FACE_WILD": ("{card}, joker", "{card}, tous jokers"),
    "CARD_FACE_WILD_MARK": "Joker",
    "CARD_FACE_BID": "Carte aux enchères : {card}",
    "CARD_FACE_NO_BID": "Plus de carte aux enchères : tous les bâtiments ont été pris.",
    # ------------------------------------------------ undo, replay, the end
    "CARD_REPLAY_POSITION": "Action {at} sur {total}",
    "CARD_REPLAY_PREVIOUS": "Action précédente",
    "CARD_REPLAY_NEXT": "Action suivante",
    "CARD_REPLAY_LAST": "À la dernière action",
    "CARD_REPLAY_HELP": "Revoir la partie action par action ; la partie elle-même attend, inchangée.",
    "CARD_REMATCH": "Nouvelle partie à la même table",
}

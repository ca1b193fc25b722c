"""English: the card game's Rules panel (``akropolis.app.cardrules``), as
RULINGS.md settles the rules: the cards, a round, trading, selling with
the chart of hand types, the auction, the categories, the winner and the
buildings' abilities. Numbers that the rules' modules know (cards, rounds,
offers, players) are filled in, never written here."""

from __future__ import annotations

WORDS = {
    "CARDRULES_TITLE": "Rules of Acropolis, the card game",
    "CARDRULES_GOAL": (
        "A card game for {low} to {high} players. Trade goods at the market, sell your hand "
        "for Drachmas, and spend them in auctions for buildings: the player who wins the most "
        "of the three categories of buildings wins the game."
    ),
    # ----------------------------------------------------- the cards
    "CARDRULES_CARDS_TITLE": "The cards",
    "CARDRULES_CARDS": (
        "The Agora deck: {cards} cards, {copies} of each of these {goods} goods.",
        "The Build deck: {buildings} buildings, one of each, in three categories. Its top "
        "card lies face up: it is the Bid card of the next Build turn.",
        "Every player starts with 0 Drachmas. The Treasury pays sales and takes bids; it "
        "never runs out.",
    ),
    "CARDRULES_GOODS_DRAWING": "The goods of the Agora deck",
    # ----------------------------------------------------- a round
    "CARDRULES_ROUND_TITLE": "A round",
    "CARDRULES_ROUND_INTRO": (
        "The game has {rounds} rounds, one for each building. A round is two Market turns, "
        "then a Build turn."
    ),
    "CARDRULES_ROUND": (
        "Market turn: each player is dealt {cards} cards from the Agora deck, one at a time, "
        "starting with the First Citizen. When the Agora deck runs out, the discard pile is "
        "shuffled into a new one.",
        "Still in the Market turn: the players trade, then every player sells their hand.",
        "A second Market turn, the same.",
        "Build turn: the players bid for the Bid card. Then the next building is turned face "
        "up, and the First Citizen passes to the player on the left.",
    ),
    # ----------------------------------------------------- trading
    "CARDRULES_TRADE_TITLE": "Trading",
    "CARDRULES_TRADE": (
        "Players take turns, starting with the First Citizen and going clockwise. On your "
        "turn you make one offer or pass.",
        "An offer goes to one other player: the cards of your hand you give them, and the "
        "goods you ask of them (a good and how many).",
        "An offer gives or asks at least one card; either side may be empty (a gift, a "
        "request).",
        "The other player accepts or refuses it; they can accept only if their hand holds "
        "the goods asked for.",
        "Hands stay hidden: an offer shows the other player only what is offered and what is "
        "asked.",
        "Each player makes at most {limit} offers in a Market turn. After that you still "
        "take your turns, but can only pass (and answer the offers made to you).",
        "Only passes end trading: it ends when every player, one after another, has passed.",
    ),
    # ----------------------------------------------------- selling
    "CARDRULES_SELL_TITLE": "Selling",
    "CARDRULES_SELL": (
        "At the end of each Market turn every player sells their whole hand at the same "
        "time: it earns the Drachmas of its hand type from the Treasury, and is discarded. "
        "A hand of none of these types earns 0.",
        "A hand has the best-paying type whose pattern it contains: each group of the "
        "pattern needs at least that many cards of one good, and different groups use "
        "different goods. So three, three and one is City States, not Phalanx. A hand of 8 "
        "or 9 cards is read the same way.",
    ),
    # ----------------------------------------------------- the chart
    "CARDRULES_TYPES_TITLE": "Hand types",
    "CARDRULES_TYPE": "Hand type",
    "CARDRULES_EARNS": "Earns",
    "CARDRULES_EXAMPLE": "Example",
    #: Each type's pattern.
    "CARDRULES_PATTERNS": {
        "bireme": "1 pair",
        "democracy": "7 different goods",
        "philosophers": "2 pairs",
        "pythagoras": "3 pairs",
        "trireme": "three of a kind",
        "golden_rule": "four of a kind",
        "phalanx": "1 pair and 1 three of a kind",
        "fleet": "2 pairs and 1 three of a kind",
        "colony": "1 four of a kind and 1 pair",
        "city_states": "2 threes of a kind",
        "olympiad": "1 four of a kind and 1 three of a kind",
    },
    #: An example hand (its accessible name): its cards, what it is and earns.
    "CARDRULES_EXAMPLE_HAND": "{cards}: {type}, {drachmas}",
    "CARDRULES_MARKED": "A tick marks the cards that make the hand's type.",
    # ----------------------------------------------------- the auction
    "CARDRULES_AUCTION_TITLE": "The Build turn: the auction",
    "CARDRULES_AUCTION": (
        "The players bid openly for the Bid card, in Drachmas. The First Citizen bids first, "
        "then the others clockwise.",
        "The opener may not pass: their bid may be 0 Drachmas.",
        "Each later bid must be higher than the highest bid so far. A player who does not "
        "want to bid higher passes, and is out of this auction.",
        "Nobody may bid more Drachmas than they have.",
        "Bidding goes round, skipping the players who are out, until every other player has "
        "passed: the highest bidder wins. So the card is always won, at worst by the opener "
        "for 0.",
        "The winner pays their bid to the Treasury and puts the card in their Victory pile, "
        "face up for all to see. The others keep their Drachmas: Drachmas carry over from "
        "turn to turn.",
    ),
    "CARDRULES_BID_EXAMPLE": "The Bid card, face up for all:",
    # ----------------------------------------------------- the categories
    "CARDRULES_CATEGORIES_TITLE": "Buildings and categories",
    "CARDRULES_CATEGORIES": (
        "Each building belongs to a category and has a printed value, from 4 to 8.",
        "At the end, your score in a category is the sum of the values of your buildings "
        "of that category.",
    ),
    "CARDRULES_TIES_TITLE": "Who wins a category",
    "CARDRULES_TIES": (
        "The highest score in it.",
        "Tied: the player with more buildings in it.",
        "Still tied: the player with the higher single building in it, by its printed value "
        "(without the Gymnasium's bonus). This always settles it, as every building is "
        "unique.",
        "A category in which nobody has a building is won by nobody.",
    ),
    # ----------------------------------------------------- the winner
    "CARDRULES_WIN_TITLE": "The end and the winner",
    "CARDRULES_WIN": (
        "The game ends after the {rounds}th Build turn, when every building has been claimed.",
        "The player who won the most categories wins.",
        "Tied on categories: among the tied players, the one with the most buildings wins; "
        "still tied, the one with the most Drachmas left; still tied, they share the victory.",
    ),
    # ----------------------------------------------------- advanced rules
    "CARDRULES_ADVANCED_ON": "In play in this game",
    "CARDRULES_ADVANCED_OFF": "Not in this game",
    "CARDRULES_ADVANCED_CHOSEN": "The advanced rules are an option, chosen when a game is set up.",
    "CARDRULES_ADVANCED": (
        "Each building in your Victory pile gives you its ability from the moment you claim "
        "it. An opponent is any other player.",
        "The Arsenal, the Strategion and the Fountain House are used during trading, on your "
        "own turn, before your offer or pass: using one neither ends your turn nor counts as "
        "an offer.",
        "The bonuses of the Shrine, the Great Altar, the Sanctuary and the Temple add up. A "
        "hand's type is still the best-paying one before bonuses (between types that pay the "
        "same, the one that earns more with them).",
    ),
    #: A building and its ability: "Walls (Defense): …" (the name in bold).
    "CARDRULES_ABILITY": "{building} ({ability}): {text}",
    #: What each ability does, as the rules settle it.
    "CARDRULES_ABILITIES": {
        "walls": "Opponents' abilities cannot target you: neither an Arsenal nor a Strategion.",
        "arsenal": "Once per Market turn, during trading, take one random card from an "
        "opponent's hand; then you must give that opponent one card of your choice.",
        "harbor": "Your Slaves are wild: when your hand is sold, each counts as any good you "
        "like.",
        "strategion": "Once per Market turn, during trading, look at one opponent's hand.",
        "acropolis": "You may always look at the next 3 cards of the Build deck, under "
        "the Bid card.",
        "fountain_house": "Once per Market turn, during trading, draw the top card of the "
        "Agora deck; then you must discard one card from your hand.",
        "gymnasium": "Each of your buildings scores {bonus} more at the end, in its own "
        "category.",
        "theatre": "You always bid first in Build turns. The First Citizen still passes round "
        "as usual for the deal and for trading.",
        "council_hall": "Your bids count {bonus} higher when compared with the others'. You "
        "pay what you bid, your opening bid may be 0 (counting {bonus}), and you still cannot "
        "bid more than you have.",
        "agora": "You are dealt 1 extra card in the first Market turn of each round.",
        "shrine": "Each hand you sell earns 1 more Drachma, even a hand of no type.",
        "great_altar": "Your hand earns 1 more Drachma for each pair in its type's pattern.",
        "sanctuary": "Your hand earns 2 more Drachmas for each three of a kind in its "
        "type's pattern.",
        "temple": "Your hand earns 3 more Drachmas for each four of a kind in its type's "
        "pattern.",
        "parthenon": "You are dealt 1 extra card in the second Market turn of each round.",
    },
    "CARDRULES_WILD_EXAMPLE": (
        "With the Harbor, this hand's type is {type} ({drachmas}); without it, {plain} "
        "({plain_drachmas})."
    ),
}

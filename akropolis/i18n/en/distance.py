"""English: a game at a distance (its link, the seat a device plays, the
link sent and received; app/distance.py, app/arrival.py, app/sendviews.py)."""

from __future__ import annotations

WORDS = {
    "FORM_DISTANCE": "Play at a distance (each on their own device)",
    "DISTANCE_TWO_PEOPLE": (
        "A game at a distance needs at least two people: make another seat a person, "
        "or untick “Play at a distance”."
    ),
    "DISTANCE_YOUR_TURN": "your turn",
    "DISTANCE_WATCHING": "you watch",
    "DISTANCE_CHOOSE_SEAT": "choose your seat",
    "DISTANCE_BRANCH_MARK": "branch after move {n}",
    "DISTANCE_WAITING": "waiting for {name}",
    "STATUS_WAITING": "{name} plays on their own device: send them the link.",
    "STATUS_WATCHING": "You watch this game: {name} to play.",
    "STATUS_CLAIM": "A game at a distance: which seat is yours?",
    "SEND_TITLE": "Send the game to {name}",
    "SEND_TITLE_OVER": "Send the end of the game to everyone",
    "SEND_TITLE_WATCH": "You watch this game",
    "SEND_HELP": (
        "Send this link by any messenger or mail; the next move comes back the same "
        "way. The link holds the whole game, the order of the tiles to come included: "
        "share it among the players."
    ),
    "SEND_HELP_OVER": "Send this link to everyone at the table: they see the end of the game when it reaches them.",
    "SEND_HELP_WATCH": "Open the next link you are sent to follow the game; this one is the game as it stands.",
    "SEND_UNDO": "Take back your move (before you send the link)",
    "SEND_OTHER_SEAT": "Not your seat? Choose again",
    "SEND_SHARE": "Share…",
    "SEND_COPY": "Copy link",
    "SEND_CODE": "QR code",
    "SEND_FILE": "Save as file",
    "SEND_LINK_LABEL": "The game's link",
    "SEND_CODE_LABEL": "QR code of the game's link",
    "NOTICE_LINK_COPIED": "The link is copied: paste it into a message.",
    "NOTICE_LINK_NOT_COPIED": "The link could not be copied: select it below and copy it.",
    "CLAIM_TITLE": "Which seat is yours?",
    "CLAIM_HELP": (
        "Each person plays this game on their own device. This device remembers your "
        "answer for this game."
    ),
    "CLAIM_TO_PLAY": "(to play)",
    "CLAIM_WATCH": "None: I only watch",
    "ARRIVED_NEW": "You received a game at a distance.",
    "ARRIVED_FURTHER": (
        "{n} new move since you last saw this game, marked in the move log.",
        "{n} new moves since you last saw this game, marked in the move log.",
    ),
    "ARRIVED_FURTHER_SAID": (
        "{n} new move since you last saw this game, marked in the move log:",
        "{n} new moves since you last saw this game, marked in the move log:",
    ),
    "ARRIVED_SAME": "You already have this game as it stands, up to move {n}.",
    "ARRIVED_OLDER": "You already have this game up to move {n}; this link is older and changed nothing.",
    "ARRIVED_BRANCH": (
        "This link branches off your game after move {n}: two people moved from the same "
        "point. Both are kept: this one is open, the other is in the saved games."
    ),
    "LINK_OPEN_FAILED": "This link could not be opened. {error} Nothing saved was changed.",
    "RULES_DISTANCE_TITLE": "Playing at a distance",
    "RULES_DISTANCE": (
        "Tick “Play at a distance” on the menu: each person plays on their own device, "
        "and after your move (and the computers' replies) you send the game's link to the "
        "next person by any messenger, mail or QR code.",
        "Opening the link shows the game as it stands and what happened since; the first "
        "time, say which seat is yours. Each device keeps the game in its saved games.",
        "The link holds the whole game, the order of the tiles to come included: someone "
        "who decodes it could know them. It is a game among friends, like the box on the "
        "table, where anyone could look at the stacks.",
    ),
    "LOG_NEW": "new",
}

"""Français : une partie à distance (son lien, la place que joue un
appareil, le lien envoyé et reçu ; app/distance.py, app/arrival.py,
app/sendviews.py)."""

from __future__ import annotations

WORDS = {
    "FORM_DISTANCE": "Jouer à distance (chacun sur son appareil)",
    "DISTANCE_TWO_PEOPLE": (
        "Une partie à distance demande au moins deux humains : confiez une autre place "
        "à un humain, ou décochez « Jouer à distance »."
    ),
    "DISTANCE_YOUR_TURN": "à vous de jouer",
    "DISTANCE_WATCHING": "vous regardez",
    "DISTANCE_CHOOSE_SEAT": "choisissez votre place",
    "DISTANCE_BRANCH_MARK": "variante après le coup {n}",
    "DISTANCE_WAITING": "en attente {name:de}",
    "STATUS_WAITING": "{name} joue sur son appareil : envoyez-lui le lien.",
    "STATUS_WATCHING": "Vous regardez cette partie : à {name} de jouer.",
    "STATUS_CLAIM": "Une partie à distance : quelle place est la vôtre ?",
    "SEND_TITLE": "Envoyer la partie à {name}",
    "SEND_TITLE_OVER": "Envoyer la fin de la partie à tous",
    "SEND_TITLE_WATCH": "Vous regardez cette partie",
    "SEND_HELP": (
        "Envoyez ce lien par messagerie ou par courriel ; le coup suivant revient de la "
        "même façon. Le lien contient toute la partie, ordre des tuiles à venir compris : "
        "partagez-le entre joueurs."
    ),
    "SEND_HELP_OVER": "Envoyez ce lien à toute la table : chacun voit la fin de la partie en le recevant.",
    "SEND_HELP_WATCH": "Ouvrez le prochain lien reçu pour suivre la partie ; celui-ci est la partie telle qu'elle est.",
    "SEND_UNDO": "Reprendre votre coup (avant d'envoyer le lien)",
    "SEND_OTHER_SEAT": "Pas votre place ? Choisissez à nouveau",
    "SEND_SHARE": "Partager…",
    "SEND_COPY": "Copier le lien",
    "SEND_CODE": "Code QR",
    "SEND_FILE": "Enregistrer un fichier",
    "SEND_LINK_LABEL": "Le lien de la partie",
    "SEND_CODE_LABEL": "Code QR du lien de la partie",
    "NOTICE_LINK_COPIED": "Le lien est copié : collez-le dans un message.",
    "NOTICE_LINK_NOT_COPIED": "Le lien n'a pas pu être copié : sélectionnez-le ci-dessous et copiez-le.",
    "CLAIM_TITLE": "Quelle place est la vôtre ?",
    "CLAIM_HELP": (
        "Chacun joue cette partie sur son appareil. Cet appareil retient votre réponse "
        "pour cette partie."
    ),
    "CLAIM_TO_PLAY": "(à jouer)",
    "CLAIM_WATCH": "Aucune : je regarde seulement",
    "ARRIVED_NEW": "Vous avez reçu une partie à distance.",
    "ARRIVED_FURTHER": (
        "{n} nouveau coup depuis votre dernière visite, marqué dans l'historique.",
        "{n} nouveaux coups depuis votre dernière visite, marqués dans l'historique.",
    ),
    "ARRIVED_FURTHER_SAID": (
        "{n} nouveau coup depuis votre dernière visite, marqué dans l'historique :",
        "{n} nouveaux coups depuis votre dernière visite, marqués dans l'historique :",
    ),
    "ARRIVED_SAME": "Vous avez déjà cette partie telle qu'elle est, jusqu'au coup {n}.",
    "ARRIVED_OLDER": (
        "Vous avez déjà cette partie jusqu'au coup {n} ; ce lien est plus ancien et n'a "
        "rien changé."
    ),
    "ARRIVED_BRANCH": (
        "Ce lien s'écarte de votre partie après le coup {n} : deux personnes ont joué à "
        "partir du même point. Les deux sont gardées : celle-ci est ouverte, l'autre est "
        "dans les parties enregistrées."
    ),
    "LINK_OPEN_FAILED": "Ce lien n'a pas pu être ouvert. {error} Rien d'enregistré n'a changé.",
    "RULES_DISTANCE_TITLE": "Jouer à distance",
    "RULES_DISTANCE": (
        "Cochez « Jouer à distance » au menu : chacun joue sur son appareil et, après "
        "votre coup (et les réponses des ordinateurs), vous envoyez le lien de la partie "
        "à la personne suivante par messagerie, courriel ou code QR.",
        "Le lien ouvert montre la partie telle qu'elle est et ce qui s'est passé depuis ; "
        "la première fois, dites quelle place est la vôtre. Chaque appareil garde la "
        "partie dans ses parties enregistrées.",
        "Le lien contient toute la partie, ordre des tuiles à venir compris : qui le "
        "décode pourrait les connaître. C'est une partie entre amis, comme la boîte sur la "
        "table, où chacun pourrait regarder les piles.",
    ),
    "LOG_NEW": "nouveau",
}

"""The Breakaway: CCG table's words: the banners for the big moments, the phase, stage and
challenge names, what a seat waiting on a decision is doing, and the chips' short forms."""

from __future__ import annotations

from PySide6.QtGui import QColor

#: Event kinds that get the big banner, with its word and colour.
BANNERS = {
    "goal": ("GOAL!", QColor("#ffd34d")),
    "save": ("SAVED!", QColor("#8fd3ff")),
    "shoot": ("SHOT!", QColor("#ffa94d")),
    "score-attempt": ("SCORE ATTEMPT!", QColor("#ffa94d")),
    "body-check": ("BODY-CHECK!", QColor("#ff8f6b")),
    "period-end": ("END OF PERIOD", QColor("#e9ecef")),
    "penalty": ("PENALTY!", QColor("#ff6b6b")),
    "penalty-shot": ("PENALTY SHOT!", QColor("#b197fc")),
    "fight": ("FIGHT!", QColor("#ff8787")),
    "injury": ("INJURY", QColor("#ffa8a8")),
}
#: The clock row's chips in short words when several share the row (their tooltips stay whole).
SHORT_CHIPS = {"POWER PLAY": "PP", "5-ON-3": "5v3", "4-ON-4": "4v4", "DELAYED PENALTY": "DELAYED",
               "PENALTY SHOT": "P. SHOT", "FINAL MINUTE": "FINAL MIN"}
PHASE_NAMES = {"faceoff": "Face-off", "play": "Play", "use": "Play", "over": "Final",
               # the official rules' phases
               "home-ice": "Home Ice", "start": "Start", "challenge": "Challenge", "place": "Placement",
               "stoppage": "Stoppage", "shootout": "Shootout", "penalty-shot": "Penalty shot", "fight": "Fight"}
STAGE_NAMES = {"shot-card": "Shot Card due", "score": "Score may follow", "save": "Score attempt"}
DECISION_WORDS = {"bench": "switching with the bench", "faceoff": "choosing a face-off card",
                  "play": "to play a card", "shot-card": "to play the Shot Card", "save-chance": "to answer the score",
                  "use": "to use the card",
                  "home-ice": "choosing Home Ice", "start": "starting the turn", "side": "choosing the face-off circle",
                  "challenge": "laying a challenge card", "place": "placing the puck",
                  "shootout-order": "choosing the shootout order", "shootout-shoot": "taking a shootout attempt",
                  "shootout-stop": "stopping the attempt", "shootout-tip": "deciding on a Tip",
                  "shootout-score": "trying to score", "shootout-save": "trying to save",
                  "penalty-shot": "in the penalty shot", "fight": "laying a fight card",
                  "solo-choose": "choosing the opponent's card", "solo-use": "resolving the opponent's card"}
#: Why play stopped and where the face-off is, in the stoppage summary.
CHALLENGE_NAMES = {"faceoff": "Face-off", "grind": "Grind", "dump-in": "Dump In", "dump-out": "Dump Out",
                   "fight": "Fight"}

"""The official CCG table and the specials answered with buttons (offscreen, hot seat, through
the table's own gestures): Dig It Out's whistle is a prompt the player whose card carries it answers
with buttons (dig the puck out, or let play stop), and Promotion's wilds are offered for the hand card the player
selects, one button per wild for that card only."""

from __future__ import annotations

import dataclasses
import random

import pytest

pytest.importorskip("pytestqt")

from tabletop.games import registry
from tabletop.games.breakaway_ccg.specials import whistle
from tabletop.ui.board import CcgTable
from tests.engine.test_contract_decks import random_decks
from tests.ui.board_helpers import click_label, reach_random, shown_table

GAME = registry().get("breakaway-ccg")
OPTIONS = {"mode": "official"}
WANTED = ("board-battle-5-skate", "board-battle-5-stick", "front-office-2-glove", "front-office-2-helmet")


def _with_new_cards(deck):
    """The deck with the four new printings in place of cards of its own, if it stays legal."""
    by_id = GAME.t.cards.by_id
    spare = [c for c, _n in deck.cards if c not in WANTED and not by_id[c].player][:len(WANTED)]
    cards = [(c, n) for c, n in deck.cards if c not in WANTED and c not in spare]
    new = dataclasses.replace(deck, cards=tuple(cards) + tuple((c, 1) for c in WANTED))
    return new if not GAME.deck_problems(new, OPTIONS) else None


def _decks(seed):
    decks = [_with_new_cards(d) for d in random_decks(GAME, random.Random(f"last:{seed}"), OPTIONS)]
    return None if None in decks else decks


def reach(test):
    """The first random official game, with the new cards in both decks, where ``test(ctl, seat)``
    holds for the seat deciding: the controller stopped there, and that seat."""
    return reach_random(GAME, OPTIONS, test, _decks)


def test_the_whistle_is_a_prompt_and_digging_out_plays_on(qtbot):
    ctl, seat = reach(lambda c, s: c.state.phase == whistle.WHISTLE
                      and any(a.kind == "special" for a in c.legal_actions(s)))
    table = shown_table(qtbot, ctl, CcgTable, seat)
    labels = table.prompt.labels()
    assert "Let play stop" in labels
    dig = next(a for a in ctl.legal_actions(seat) if a.kind == "special")
    words = GAME.describe_action(ctl.state, dig)
    assert words in labels and words.startswith("Dig it out!")
    assert table.prompt.title.text().startswith("The whistle")
    click_label(qtbot, table, words)
    assert ctl.record.actions[-1] == dig and ctl.state.phase != whistle.WHISTLE
    assert ctl.state.control == seat


def test_promotion_offers_every_wild_for_the_selected_hand_card(qtbot):
    """Part 3, Select Promotion: the card may become any of the fourteen wilds the book lists; the
    prompt offers one button per wild for the selected hand card only."""
    def select_promotion(action):           # Promotion (a suit's wild) uses the same kind of move
        return action.kind == "special-wild" and action.args[0] == "select-promotion"

    ctl, seat = reach(lambda c, s: any(select_promotion(a) for a in c.legal_actions(s)))
    table = shown_table(qtbot, ctl, CcgTable, seat)
    wilds = [a for a in ctl.legal_actions(seat) if select_promotion(a)]
    assert not any(GAME.describe_action(ctl.state, a) in table.prompt.labels() for a in wilds)
    card = wilds[0].args[1]
    table._card_clicked(card)                      # a click on the hand card selects it
    labels = table.prompt.labels()
    mine = [GAME.describe_action(ctl.state, a) for a in wilds if a.args[1] == card]
    others = [GAME.describe_action(ctl.state, a) for a in wilds if a.args[1] != card]
    assert len(mine) == len(set(mine)) == 14
    assert set(mine) <= set(labels) and not set(others) & set(labels)
    click_label(qtbot, table, mine[2])
    assert ctl.record.actions[-1].kind == "special-wild" and ctl.record.actions[-1].args[1] == card
    assert any(e.kind == "wild" and e.card == card for e in ctl.state.effects)


def test_a_face_up_support_card_is_shown_on_both_sides_of_the_table(qtbot):
    """Support (ruling O120): a Support card turned face up on its bench is public. The other side's
    bench, otherwise card backs, lists it by name among face-down rows; its owner's bench caption
    names it as face up."""
    from tabletop.ui.board.common.items import TextItem

    def up(ctl, seat):
        return ctl.state.phase == "play" and any(e.kind == "support-up" for e in ctl.state.effects)

    def turn_up_first(legal, rng):
        turn = [a for a in legal if a.kind == "special-card" and a.args[0] == "support"]
        return turn[0] if turn else rng.choice(legal)

    ctl, _seat = reach_random(GAME, OPTIONS, up,
                              lambda seed: random_decks(GAME, random.Random(f"sup:{seed}"), OPTIONS),
                              range(200), 600, turn_up_first)
    mark = next(e for e in ctl.state.effects if e.kind == "support-up")
    owner, card = mark.seat, mark.card
    other = shown_table(qtbot, ctl, CcgTable, 1 - owner)
    tips = [i.toolTip() for i in other.scene.items()]
    assert GAME.t.label[card] in tips                                   # its row, named
    assert any("face-down card" in tip for tip in tips)                 # the rest stay hidden
    own = shown_table(qtbot, ctl, CcgTable, owner)
    captions = [i.text for i in own.scene.items() if isinstance(i, TextItem)]
    assert any(c.startswith("Your bench") and f"face up: {GAME.t.card[card].name}" in c for c in captions)

"""Computer players: always legal, blind to what their seat cannot see, and stronger than chance."""

from __future__ import annotations

import copy
import random

import pytest

from tabletop.ai import greedy
from tabletop.ai.agents import chooser, computer, make_agent
from tabletop.ai.evaluation import evaluation
from tabletop.ai.greedy import REPLY, GreedyAgent
from tabletop.ai.ismcts import LEVELS, Budget, IsmctsAgent
from tabletop.engine.playout import play_game, random_chooser
from tabletop.games import registry
from tests.ai.test_determinize import SETUPS, set_up

GAMES = [g.id for g in registry()]


def decisions_of(game, games: int, seed: int = 0, setup: str = "default"):
    """(state, seat, legal) for every seat asked to decide, over random games (``setup`` as in
    ``test_determinize.SETUPS``: random decks with hidden or open lists for the deck games)."""
    rng = random.Random(seed)
    for game_seed in range(seed, seed + games):
        state = set_up(game, game_seed, setup)
        while True:
            pending = game.pending(state)
            if not pending:
                break
            for decision in pending:
                yield state, decision.seat, game.legal_actions(state, decision.seat)
            legal = game.by_chance(game.legal_actions(state, pending[0].seat))   # random play never concedes
            state, _ = game.apply(state, legal[rng.randrange(len(legal))])


def fast_agents(game_id: str):
    agents = [make_agent("greedy:2")]
    if game_id == "breakaway-football":
        agents.append(make_agent("solo"))
    return agents


@pytest.mark.parametrize("game_id", GAMES)
def test_fast_agents_always_choose_a_legal_action(game_id):
    game = registry().get(game_id)
    agents = fast_agents(game_id)
    rng = random.Random(5)
    count = 0
    for state, seat, legal in decisions_of(game, games=40):
        view = game.view(state, seat)
        for agent in agents:
            assert agent.choose(game, view, legal, rng) in legal
        count += 1
        if count >= 2500:
            break
    assert count >= 2000


@pytest.mark.slow
@pytest.mark.parametrize("game_id", GAMES)
def test_ismcts_with_a_tiny_budget_always_chooses_a_legal_action(game_id):
    """Thousands of positions, each searched a little: every path through the search (tree,
    rollout policy, simultaneous choices) runs, and the answer is always one of ``legal``."""
    game = registry().get(game_id)
    agent = IsmctsAgent(Budget(3))
    rng = random.Random(6)
    count = 0
    for state, seat, legal in decisions_of(game, games=60, seed=100):
        assert agent.choose(game, game.view(state, seat), legal, rng) in legal
        count += 1
        if count >= 2000:
            break
    assert count >= 2000


def _plain_greedy(game, view, legal, rng, samples):
    """The greedy player's choice spelled out as its docstring says, without the agent's shortcuts:
    one ply on the evaluation over ``samples`` guesses, each action answered at random from one seed
    per guess, the best average, ties at random, never giving the game up. Each guess starts from
    a copy of the view, so no work is shared between guesses."""
    legal = game.by_chance(legal)
    if len(legal) == 1:
        return legal[0]
    seat, evaluate = legal[0].seat, evaluation(game)
    totals = [0.0] * len(legal)
    for _ in range(samples):
        base = game.determinize(copy.copy(view), rng)
        replies = rng.getrandbits(62)
        for i, action in enumerate(legal):
            state, _ = game.apply(base, action, checked=False)
            answers = random.Random(replies)
            for _ in range(REPLY):
                pending = game.pending(state)
                if not pending or any(d.seat == seat for d in pending):
                    break
                moves = game.by_chance(game.legal_actions(state, pending[0].seat))
                state, _ = game.apply(state, moves[answers.randrange(len(moves))], checked=False)
            totals[i] += evaluate(game, state, seat)
    best = max(totals)
    top = [a for a, t in zip(legal, totals) if t >= best - 1e-9]
    return top[rng.randrange(len(top))]


@pytest.mark.parametrize("game_id,setup", SETUPS)
def test_the_greedy_choice_is_the_plain_one_ply_search(game_id, setup):
    """The greedy player's shortcuts (an answer's generator seeded only once a reply is drawn, the
    guesses of one view sharing what the view alone decides) change no choice: the same action, and
    the generator left where the plain search leaves it, so the rest of the game is the same too."""
    game = registry().get(game_id)
    agent = GreedyAgent(3)
    compared = 0
    for n, (state, seat, legal) in enumerate(decisions_of(game, games=2, seed=300, setup=setup)):
        if n % 7 or len(legal) < 2:
            continue
        view = game.view(state, seat)
        rng, plain = random.Random(n), random.Random(n)
        assert agent.choose(game, view, legal, rng) == _plain_greedy(game, view, legal, plain, 3)
        assert rng.random() == plain.random()
        compared += 1
        if compared == 12:
            break
    assert compared >= 6


def _same_view_other_state(game, state, seat, seed):
    """Another full state with the same view for ``seat``: the other hand, the other seat's
    face-down card and the deck order dealt afresh."""
    other = game.determinize(game.view(state, seat), random.Random(seed))
    assert game.view(other, seat) == game.view(state, seat)
    return other


@pytest.mark.parametrize("game_id,setup", SETUPS)
def test_shuffling_what_the_seat_cannot_see_leaves_the_choice_unchanged(game_id, setup):
    """The other state deals everything hidden afresh: other hands, face-down cards, deck orders
    and, when the deck lists are hidden, the other seat's whole unseen deck (drawn from the card
    pool: replaced, not only permuted). The computer's choice cannot change."""
    game = registry().get(game_id)
    agents = [IsmctsAgent(Budget(25)), GreedyAgent(3)]
    compared = differed = 0
    for n, (state, seat, legal) in enumerate(decisions_of(game, games=3, seed=200, setup=setup)):
        if n % 9 or len(legal) < 2:
            continue
        other = _same_view_other_state(game, state, seat, n)
        if game.hidden_from(other, seat) == game.hidden_from(state, seat) and other == state:
            continue
        differed += other != state
        for agent in agents:
            here = agent.choose(game, game.view(state, seat), game.legal_actions(state, seat), random.Random(n))
            there = agent.choose(game, game.view(other, seat), game.legal_actions(other, seat), random.Random(n))
            assert here == there
        compared += 1
        if compared >= 12:
            break
    assert compared >= 6 and differed >= 6


def test_hockey_opponent_hand_and_deck_swapped_by_hand():
    """The hidden-information test written out for Hockey Card Game: swap the opponent's hand
    with deck cards and reverse the deck; the computer's choice stays the same."""
    game = registry().get("hockey-card-game")
    state = game.new_game(11)
    rng = random.Random(1)
    while state.phase != "play" or state.turn != 0 or len(game.legal_actions(state, 0)) < 2 or not state.pile:
        legal = game.legal_actions(state, game.pending(state)[0].seat)
        state, _ = game.apply(state, rng.choice(legal))
    theirs = state.hands[1]
    deck = state.deck
    swapped = tuple(sorted(deck[:len(theirs)], key=game._order.__getitem__))
    other = state.__class__(**{**{f: getattr(state, f) for f in state.__dataclass_fields__},
                               "hands": (state.hands[0], swapped),
                               "deck": tuple(reversed(deck[len(theirs):] + theirs))})
    assert other.hands[1] != state.hands[1] and game.inventory(other) == game.inventory(state)
    assert game.view(other, 0) == game.view(state, 0)
    agent = IsmctsAgent(Budget(60))
    for seed in range(3):
        a = agent.choose(game, game.view(state, 0), game.legal_actions(state, 0), seed)
        b = agent.choose(game, game.view(other, 0), game.legal_actions(other, 0), seed)
        assert a == b


def test_ccg_opponent_deck_permuted_and_replaced_by_hand():
    """Breakaway: CCG with hidden deck lists, written out: seat 2's unseen cards (hand, bench and
    deck) first permuted among themselves, then replaced by another legal deck's cards along with
    its deck list. Seat 1's view is the same each time, and so is the computer's choice."""
    from dataclasses import replace

    from tabletop.games.breakaway_ccg.tables import deck_copies

    game = registry().get("breakaway-ccg")
    state = set_up(game, 31, "hidden")
    rng = random.Random(2)
    while game.pending(state)[0].seat != 0 or len(game.legal_actions(state, 0)) < 3 or not state.play:
        legal = game.legal_actions(state, game.pending(state)[0].seat)
        state, _ = game.apply(state, rng.choice(legal))
    hand, bench, deck = state.hands[1], state.benches[1], state.decks[1]
    unseen = list(hand + deck)
    random.Random(5).shuffle(unseen)
    permuted = replace(state, hands=(state.hands[0], tuple(unseen[:len(hand)])),
                       decks=(state.decks[0], tuple(unseen[len(hand):])))
    shown = set(state.play) | set(state.discards[1]) | set(state.scored[0]) | set(state.scored[1])
    # Another legal deck whose copies not yet shown fill seat 2's hand, bench and deck (the first
    # such random deck from seed 77 on: copy ids shared with the shown cards cannot be used).
    for donor_seed in range(77, 177):
        donor = set_up(game, donor_seed, "hidden")
        fresh = [c for c in sum(deck_copies(1, donor.deck_lists[1], donor.bench_lists[1]), ()) if c not in shown]
        fresh_bench = [c for c in fresh if c in donor.benches[1]][:len(bench)]
        fresh = [c for c in fresh if c not in fresh_bench]
        if len(fresh) >= len(hand) + len(deck) and len(fresh_bench) == len(bench):
            break
    replaced = replace(state, deck_lists=(state.deck_lists[0], donor.deck_lists[1]),
                       bench_lists=(state.bench_lists[0], donor.bench_lists[1]),
                       hands=(state.hands[0], tuple(fresh[:len(hand)])), benches=(state.benches[0], tuple(fresh_bench)),
                       decks=(state.decks[0], tuple(fresh[len(hand):len(hand) + len(deck)])))
    assert permuted.hands[1] != hand and replaced.deck_lists[1] != state.deck_lists[1]
    assert len(replaced.decks[1]) == len(deck) and len(replaced.benches[1]) == len(bench)
    for other in (permuted, replaced):
        assert game.view(other, 0) == game.view(state, 0)
    agents = [IsmctsAgent(Budget(40)), GreedyAgent(3)]
    for agent in agents:
        for seed in range(2):
            answers = {agent.choose(game, game.view(s, 0), game.legal_actions(s, 0), seed)
                       for s in (state, permuted, replaced)}
            assert len(answers) == 1


def test_a_face_down_card_does_not_change_the_answer():
    """Intergalactic Hockey: seat 1 chooses after seat 0 has put a card face down; which card
    it was cannot change seat 1's choice."""
    game = registry().get("intergalactic-hockey")
    base = game.new_game(21)
    first = [game.apply(base, a)[0] for a in game.legal_actions(base, 0)]
    assert len({s.plays[0] for s in first}) == 3
    agent = IsmctsAgent(Budget(40))
    answers = {agent.choose(game, game.view(s, 1), game.legal_actions(s, 1), 9) for s in first}
    assert len(answers) == 1


def test_agents_are_choosers_and_one_agent_serves_both_seats():
    game = registry().get("intergalactic-hockey")
    agent = IsmctsAgent(Budget(10))
    one = play_game(game, 3, [agent, agent])
    two = play_game(game, 3, [agent, agent])
    assert one.actions == two.actions and one.winners == two.winners


@pytest.mark.slow
def test_ismcts_beats_random_at_hockey():
    game = registry().get("hockey-card-game")
    agent = IsmctsAgent(Budget(50))
    wins = losses = 0
    for seed in range(20):      # about 70% over 30 games: 20 keep a chance-heavy game's margin
        seat = seed % 2
        choosers = [agent, random_chooser] if seat == 0 else [random_chooser, agent]
        winners = play_game(game, 700 + seed, choosers).winners
        wins += seat in winners
        losses += bool(winners) and seat not in winners
    assert wins >= 12 and 2 * wins > 3 * losses


def test_specs_levels_and_errors():
    assert chooser("random") is random_chooser
    assert make_agent("ismcts").budget == LEVELS["normal"]
    assert make_agent("ismcts:hard").budget == LEVELS["hard"]
    assert make_agent("ismcts:200").budget == Budget(200)
    assert make_agent("ismcts:300ms").budget.milliseconds == 300
    assert make_agent("greedy:4").samples == 4
    assert computer(registry().get("hockey-card-game"), "easy").budget == LEVELS["easy"]
    for bad in ("wizard", "ismcts:0", "ismcts:fast", "greedy:x", "random:3"):
        with pytest.raises(ValueError):
            make_agent(bad)
    with pytest.raises(ValueError, match="only plays breakaway-ccg, breakaway-football"):
        make_agent("solo", registry().get("hockey-card-game"))
    with pytest.raises(ValueError):
        computer(registry().get("hockey-card-game"), "impossible")


def test_choose_takes_a_seed_or_a_generator():
    game = registry().get("hockey-card-game")
    state = game.new_game(2)
    state, _ = game.apply(state, game.legal_actions(state, 0)[0])
    agent = GreedyAgent()
    view, legal = game.view(state, 1), game.legal_actions(state, 1)
    assert agent.choose(game, view, legal, 4) == agent.choose(game, view, legal, random.Random(4))
    assert agent.choose(game, view, legal) in legal


def test_solo_players_come_from_the_games_info_and_easy_is_the_search_everywhere():
    """Solo players plug in from the game's side (its info names them), so a game brings its
    book's solo opponent without a change to the agents; the computer opponent at every level
    stays ISMCTS."""
    from tabletop.ai.agents import computer_levels, solo_players

    football = registry().get("breakaway-football")
    assert computer(football, "solo").name == "solo"
    assert computer(football, "easy").name == "ismcts:easy"
    assert computer(football, "normal").name == "ismcts:normal"
    assert computer(registry().get("hockey-card-game"), "easy").name == "ismcts:easy"
    assert computer_levels("breakaway-football") == ("easy", "normal", "hard", "solo")
    assert computer_levels("hockey-card-game") == ("easy", "normal", "hard")
    assert set(solo_players()) == {"solo"}
    assert set(solo_players()["solo"]) == {"breakaway-football", "breakaway-ccg"}    # CCG: solo play's opponent
    with pytest.raises(ValueError, match="unknown level 'solo' for Hockey Card Game"):
        computer(registry().get("hockey-card-game"), "solo")
    with pytest.raises(ValueError, match="takes no parameter"):
        make_agent("solo:2", football)


def test_a_game_that_names_a_solo_player_is_offered_it_without_touching_the_agents_module(monkeypatch):
    """A new game's solo player reaches ``make_agent`` and ``computer`` from its info alone."""
    import dataclasses

    import tabletop.games
    from tabletop.engine.game import SoloPlayer
    from tabletop.engine.registry import Registry

    base = registry()
    hockey = base.get("hockey-card-game")
    player = SoloPlayer("house-rules", "House rules", "tabletop.engine.playout:random_chooser")
    info = dataclasses.replace(hockey.info, solo_players=(player,))
    games = Registry()
    for game_id in base.ids():
        games.register_lazy(base.info(game_id) if game_id != hockey.id else info,
                            lambda game_id=game_id: base.get(game_id))
    monkeypatch.setattr(tabletop.games, "registry", lambda: games)
    monkeypatch.setattr(hockey, "info", info)
    agent = make_agent("house-rules", hockey)
    assert agent.name == "house-rules"
    state = hockey.new_game(3)
    legal = hockey.legal_actions(state, hockey.pending(state)[0].seat)
    assert agent.choose(hockey, None, legal, 1) in legal
    assert computer(hockey, "house-rules").name == "house-rules"
    with pytest.raises(ValueError, match="only plays hockey-card-game"):
        make_agent("house-rules", base.get("breakaway-football"))
    with pytest.raises(ValueError, match="is lower-case letters"):
        SoloPlayer("House", "x", "a.b:c")
    with pytest.raises(ValueError, match="'package.module:function'"):
        SoloPlayer("house", "x", "a.b.c")


def test_greedy_never_gives_the_game_up_even_where_every_move_looks_lost(monkeypatch):
    """Where every action evaluates alike (a lost-looking position clamps them all to the floor),
    greedy picks at random among them, and giving the game up (Hull Breach!'s concede, legal at
    every decision) is never one of them, as in the search."""
    game = registry().get("hull-breach")
    monkeypatch.setattr(greedy, "evaluation", lambda _game: lambda _g, _state, _seat: -1.0)
    agent = GreedyAgent(1)
    state, seat, legal = next((s, seat, legal) for s, seat, legal in decisions_of(game, 1, seed=3)
                              if len(game.by_chance(legal)) >= 3)
    picks = {agent.choose(game, game.view(state, seat), legal, random.Random(k)) for k in range(40)}
    assert len(picks) > 1 and all(a.kind != "concede" for a in picks)


def test_search_never_gives_the_game_up_and_answers_a_move_with_one_other_choice_at_once():
    """A player's withdrawals (Hull Breach!'s concede, legal at every decision) are no move the
    search weighs: where the only other action is one move, that move is played without search;
    elsewhere the search picks among the other actions."""
    game = registry().get("hull-breach")
    agent = IsmctsAgent(Budget(12))
    forced = searched = 0
    for state, seat, legal in decisions_of(game, 1, seed=3):
        if forced >= 5 and searched >= 5:
            break
        if len(legal) < 2:
            continue
        result = agent.search(game, game.view(state, seat), legal, random.Random(0))
        assert result.action.kind != "concede" and result.action in legal
        if len(game.by_chance(legal)) == 1:
            forced += 1
            assert result.iterations == 0
        else:
            searched += 1
            assert result.iterations == 12 and all(a.kind != "concede" for a in result.visits)
    assert forced and searched

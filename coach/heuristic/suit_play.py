"""Card play in suit games and Grand, for the declarer and for both defenders.

Each rule of thumb is one small function returning a card with its reasons, or `None` when it
does not apply; `choose_card` tries them in order of importance.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from coach.cards import Card, CardSet, Rank, Suit
from coach.contract import GameType
from coach.explain import Reason, register_texts
from coach.heuristic.trick import TrickView, may_beat, safe_win
from coach.rules import TRUMP

Pick = tuple[Card, tuple[Reason, ...]]
Rule = Callable[[TrickView], Pick | None]

register_texts(
    {
        "draw_trumps": {
            "de": "Trumpf ziehen: {card} ist der höchste Trumpf im Spiel, die Gegner haben "
            "noch bis zu {out} Trümpfe.",
            "en": "Draw trumps: {card} is the highest trump left and the defenders may still "
            "hold {out} trumps.",
        },
        "draw_trumps_low": {
            "de": "Mit {mine} Trümpfen gegen {out} draußen einen kleinen Trumpf ({card}) "
            "spielen, um die Trümpfe herauszuholen.",
            "en": "With {mine} trumps against {out} still out, lead a small trump ({card}) to "
            "pull the defenders' trumps.",
        },
        "draw_trumps_jack": {
            "de": "Trumpf ziehen mit {card}: mit {mine} Trümpfen gegen {out} draußen die "
            "höheren Buben herauslocken.",
            "en": "Draw trumps with {card}: holding {mine} trumps against {out} still out, "
            "drive out the higher jacks.",
        },
        "over_the_villages": {
            "de": "Über die Dörfer: nur {mine} Trümpfe gegen {out} – keinen Trumpf mehr "
            "vorspielen, sondern die eigenen Stiche in den Farben holen ({card}).",
            "en": "Über die Dörfer: only {mine} trumps against {out}, so stop leading trumps "
            "and cash your side-suit tricks instead ({card}).",
        },
        "cash_master": {
            "de": "{card} ist die höchste Karte ihrer Farbe im Spiel: Stich mit {points} "
            "Augen abholen.",
            "en": "{card} is the highest card of its suit still in play: cash the trick "
            "({points} points).",
        },
        "seventh_card": {
            "de": "Die Siebte: {card} ist die letzte Karte ihrer Farbe und gewinnt, "
            "wenn niemand sticht.",
            "en": "The seventh card: {card} is the last card of its suit and wins unless "
            "someone trumps it.",
        },
        "lead_low_side": {
            "de": "Einen Verlierer früh abgeben: {card} aus der kurzen Farbe {suit} – danach "
            "kannst du sie stechen, solange du Trümpfe hast.",
            "en": "Give up a loser early: {card} from the short suit {suit}; afterwards you can "
            "trump it while you hold trumps.",
        },
        "lead_trump_left": {
            "de": "Nur noch Trümpfe: {card} spielen.",
            "en": "Only trumps left: lead {card}.",
        },
        "take_safe": {
            "de": "{card} gewinnt den Stich sicher, danach kann niemand mehr überstechen "
            "({points} Augen im Stich).",
            "en": "{card} wins the trick safely: nobody after you can beat it ({points} points "
            "in the trick).",
        },
        "trump_in": {
            "de": "Einstechen mit {card}: {points} Augen im Stich.",
            "en": "Trump in with {card}: {points} points in the trick.",
        },
        "risk_take": {
            "de": "{points} Augen liegen im Stich: mit {card} übernehmen, auch wenn noch "
            "überstochen werden kann.",
            "en": "{points} points lie in the trick: take it with {card}, even though it may "
            "still be beaten.",
        },
        "cut_for_ten": {
            "de": "Auf die Zehn schneiden: {card} statt {ace} – die Zehn {ten} ist noch "
            "draußen und fällt später unter das Ass.",
            "en": "Cut for the ten: play {card} instead of {ace}; the ten {ten} is still out "
            "and can fall under the ace later.",
        },
        "duck_low": {
            "de": "Der Stich ist nicht sicher zu gewinnen: {card} abgeben und die guten "
            "Karten halten.",
            "en": "The trick cannot be won safely: give {card} and keep your good cards.",
        },
        "follow_low": {
            "de": "Der Stich geht an die Gegenseite: nur {card} zugeben ({points} Augen).",
            "en": "The other side takes this trick: give only {card} ({points} points).",
        },
        "discard_short": {
            "de": "Abwerfen: {card} aus der kurzen Farbe {suit}, um dort frei zu werden.",
            "en": "Discard {card} from the short suit {suit} to become void there.",
        },
        "smear_partner": {
            "de": "Schmieren: der Partner hat den Stich sicher – {card} mit {points} Augen "
            "dazugeben.",
            "en": "Smear: your partner wins this trick for sure, so add {card} with {points} "
            "points.",
        },
        "take_trick": {
            "de": "Den Stich des Alleinspielers übernehmen: {card} holt {points} Augen.",
            "en": "Take the declarer's trick: {card} wins {points} points.",
        },
        "return_partner_suit": {
            "de": "Die Farbe des Partners ({suit}) zurückspielen: {card}.",
            "en": "Return your partner's suit ({suit}): {card}.",
        },
        "lead_long_through": {
            "de": "Dem Feinde lang: der Alleinspieler sitzt direkt hinter dir – {card} aus "
            "der langen Farbe {suit} ({length} Karten) vorspielen.",
            "en": "Dem Feinde lang: the declarer plays right after you, so lead {card} from "
            "your long suit {suit} ({length} cards).",
        },
        "lead_short_to_partner": {
            "de": "Dem Freunde kurz: der Partner sitzt hinter dir – {card} aus der kurzen "
            "Farbe {suit} ({length} Karten) vorspielen.",
            "en": "Dem Freunde kurz: your partner plays right after you, so lead {card} from "
            "your short suit {suit} ({length} cards).",
        },
        "ace_ten_seen": {
            "de": "Ass und Zehn gesehn, sollst von der Farbe gehn: {suit} nicht mehr anspielen.",
            "en": "Ass und Zehn gesehn: ace and ten of {suit} are gone, so leave that suit.",
        },
        "avoid_declarer_void": {
            "de": "Der Alleinspieler ist in {suit} frei und würde stechen: eine andere Farbe "
            "wählen.",
            "en": "The declarer is void in {suit} and would trump it: choose another suit.",
        },
        "grand_lead_aces": {
            "de": "Gegen den Grand: Asse vorspielen, damit der Alleinspieler seine Buben "
            "opfern muss ({card}).",
            "en": "Against a Grand: lead aces so the declarer has to spend his jacks ({card}).",
        },
        "grand_lead_small": {
            "de": "Gegen den Grand ohne eigenes Ass: klein spielen und nichts verschenken "
            "({card}).",
            "en": "Against a Grand without an ace: lead small and give nothing away ({card}).",
        },
    }
)


def _low(cards: Iterable[Card], tv: TrickView) -> Card:
    """The cheapest card: fewest points, then weakest."""
    strength = tv.mem.rules.strength
    return min(cards, key=lambda c: (c.points, tv.mem.is_trump(c), strength[c]))


def _by_strength(cards: Iterable[Card], tv: TrickView) -> list[Card]:
    strength = tv.mem.rules.strength
    return sorted(cards, key=lambda c: strength[c])


def _side_suits(tv: TrickView, cards: CardSet) -> dict[Suit, CardSet]:
    rules = tv.mem.rules
    result: dict[Suit, CardSet] = {}
    for suit in Suit:
        held = CardSet(cards.mask & rules.class_mask[suit])
        if held:
            result[suit] = held
    return result


def _ace_ten_gone(tv: TrickView, suit: Suit) -> bool:
    gone = tv.mem.played
    return Card.of(suit, Rank.ACE) in gone and Card.of(suit, Rank.TEN) in gone


# --- declarer, leading ------------------------------------------------------------------------


def _declarer_trumps(tv: TrickView) -> Pick | None:
    mem = tv.mem
    out = mem.trumps_out()
    mine = mem.mine(TRUMP)
    if not out or not mine:
        return None
    ranked = _by_strength(mine, tv)
    top = ranked[-1]
    if mem.is_master(top):
        return top, (Reason.of("draw_trumps", card=top, out=len(out)),)
    if len(mine) >= len(out) - 1:
        jacks = [c for c in ranked if c.rank is Rank.JACK]
        if len(jacks) >= 2:
            card = jacks[-1]
            reason = Reason.of("draw_trumps_jack", card=card, mine=len(mine), out=len(out))
            return card, (reason,)
        low = ranked[0]
        reason = Reason.of("draw_trumps_low", card=low, mine=len(mine), out=len(out))
        return low, (reason,)
    return None


def _cash_master(tv: TrickView) -> Pick | None:
    mem = tv.mem
    risky_voids = {s for s in tv.later if not tv.friendly(s)}
    best: tuple[float, Card] | None = None
    for suit, held in _side_suits(tv, tv.legal).items():
        ruffed = any(mem.is_void(s, suit) and TRUMP not in mem.voids[s] for s in risky_voids)
        if ruffed and mem.trumps_out():
            continue
        top = _by_strength(held, tv)[-1]
        if not mem.is_master(top) or (top.points < 10 and mem.class_out(suit) and mem.trumps_out()):
            continue
        if any(may_beat(mem, s, top, None) for s in risky_voids):
            continue
        score = top.points + len(held)
        if best is None or score > best[0]:
            best = (score, top)
    if best is None:
        return None
    card = best[1]
    if not mem.class_out(card.suit) and len(mem.mine(card.suit)) == 1:
        return card, (Reason.of("seventh_card", card=card),)
    return card, (Reason.of("cash_master", card=card, points=card.points),)


def _over_the_villages(tv: TrickView) -> Pick | None:
    mem = tv.mem
    out, mine = mem.trumps_out(), mem.mine(TRUMP)
    if not out or not mine or len(mine) >= len(out):
        return None
    pick = _cash_master(tv)
    if pick is None:
        return None
    reason = Reason.of("over_the_villages", card=pick[0], mine=len(mine), out=len(out))
    return pick[0], (reason, *pick[1])


def _lead_low_side(tv: TrickView) -> Pick | None:
    suits = _side_suits(tv, tv.legal)
    if not suits:
        return None
    mem = tv.mem

    def suit_key(item: tuple[Suit, CardSet]) -> tuple[int, int, int]:
        suit, held = item
        has_ten_unguarded = Card.of(suit, Rank.TEN) in held and Card.of(suit, Rank.ACE) in (
            mem.others
        )
        return (int(has_ten_unguarded), len(held), _low(held, tv).points)

    suit, held = min(suits.items(), key=suit_key)
    card = _low(held, tv)
    return card, (Reason.of("lead_low_side", card=card, suit=suit),)


def _lead_anything(tv: TrickView) -> Pick:
    ranked = _by_strength(tv.legal, tv)
    card = ranked[-1]
    return card, (Reason.of("lead_trump_left", card=card),)


# --- defenders, leading -----------------------------------------------------------------------


def _defender_suits(tv: TrickView) -> dict[Suit, CardSet]:
    """Side suits worth leading: the declarer is not void there and not both ace and ten gone."""
    mem = tv.mem
    suits = _side_suits(tv, tv.legal)
    good = {
        suit: held
        for suit, held in suits.items()
        if not (mem.is_void(mem.declarer, suit) and TRUMP not in mem.voids[mem.declarer])
        and not _ace_ten_gone(tv, suit)
    }
    return good or suits


def _return_partner_suit(tv: TrickView) -> Pick | None:
    mem = tv.mem
    partner = mem.partner
    suits = _defender_suits(tv)
    for leader, first in reversed(tv.leads):
        if leader != partner or mem.is_trump(first):
            continue
        suit = first.suit
        if suit not in suits or _ace_ten_gone(tv, suit):
            continue
        held = suits[suit]
        top = _by_strength(held, tv)[-1]
        card = top if mem.is_master(top) else _low(held, tv)
        return card, (Reason.of("return_partner_suit", suit=suit, card=card),)
    return None


def _grand_defence(tv: TrickView) -> Pick | None:
    mem = tv.mem
    if mem.game is not GameType.GRAND:
        return None
    suits = _defender_suits(tv)
    aces = [held for held in suits.values() if _by_strength(held, tv)[-1].rank is Rank.ACE]
    if aces:
        held = max(aces, key=len)
        card = _by_strength(held, tv)[-1]
        if mem.is_master(card):
            return card, (Reason.of("grand_lead_aces", card=card),)
    has_ace = any(c.rank is Rank.ACE for c in mem.hand)
    if not has_ace and suits:
        held = max(suits.values(), key=len)
        card = _low(held, tv)
        return card, (Reason.of("grand_lead_small", card=card),)
    return None


def _lead_by_seat(tv: TrickView) -> Pick | None:
    mem = tv.mem
    suits = _defender_suits(tv)
    if not suits:
        return None
    declarer_next = (mem.seat + 1) % 3 == mem.declarer
    if declarer_next:
        suit, held = max(suits.items(), key=lambda item: (len(item[1]), -item[0]))
        top = _by_strength(held, tv)[-1]
        card = top if mem.is_master(top) else _low(held, tv)
        reason = Reason.of("lead_long_through", card=card, suit=suit, length=len(held))
    else:
        suit, held = min(suits.items(), key=lambda item: (len(item[1]), item[0]))
        top = _by_strength(held, tv)[-1]
        card = top if mem.is_master(top) else _low(held, tv)
        reason = Reason.of("lead_short_to_partner", card=card, suit=suit, length=len(held))
    extra = tuple(
        Reason.of("ace_ten_seen", suit=s)
        if _ace_ten_gone(tv, s)
        else Reason.of("avoid_declarer_void", suit=s)
        for s in _side_suits(tv, tv.legal)
        if s not in suits
    )
    return card, (reason, *extra)


# --- following --------------------------------------------------------------------------------


def _smear(tv: TrickView) -> Pick | None:
    mem = tv.mem
    if mem.is_declarer or not tv.cards or not tv.friendly(tv.best_seat):
        return None
    if any(not tv.friendly(s) and may_beat(mem, s, tv.best, tv.led) for s in tv.later):
        return None
    candidates = [c for c in tv.legal if not tv.beats_best(c) or c.points >= 10]
    if not candidates:
        candidates = list(tv.legal)

    def value(card: Card) -> tuple[int, int]:
        keep = 1 if mem.is_master(card) and not mem.is_trump(card) and card.points < 10 else 0
        jack = 1 if card.rank is Rank.JACK else 0
        return (card.points - 12 * jack, -keep)

    card = max(candidates, key=value)
    if card.points == 0:
        return None
    return card, (Reason.of("smear_partner", card=card, points=card.points),)


def _win_trick(tv: TrickView) -> Pick | None:
    mem = tv.mem
    if tv.friendly(tv.best_seat):
        return None
    winners = tv.winning_cards()
    safe = [c for c in winners if safe_win(tv, c)]
    if not safe and winners and tv.points >= 10:
        risky = min(winners, key=lambda c: (c.points, mem.rules.strength[c]))
        return risky, (Reason.of("risk_take", card=risky, points=tv.points + risky.points),)
    if not safe:
        return None
    led_cls = tv.led_class
    followers = [c for c in safe if mem.follow(c) == led_cls]
    trick_points = tv.points
    if followers:
        cut = _cut_for_ten(tv, followers)
        if cut is not None:
            return cut
        chosen = max(followers, key=lambda c: (c.points, -mem.rules.strength[c]))
    else:
        chosen = _trump_choice(tv, safe)
        cost_is_high = chosen.rank is Rank.JACK and mem.game is GameType.GRAND
        if trick_points < 4 and (cost_is_high or chosen.rank is Rank.JACK) and len(tv.cards) == 2:
            return None
    code = "take_trick" if not mem.is_declarer else "take_safe"
    if mem.follow(chosen) == TRUMP and led_cls != TRUMP:
        code = "trump_in"
    points = trick_points + chosen.points
    return chosen, (Reason.of(code, card=chosen, points=points),)


def _trump_choice(tv: TrickView, safe: list[Card]) -> Card:
    """Trump in cheaply, but with a point-rich trump when nobody after can overtrump."""
    mem = tv.mem
    strength = mem.rules.strength
    rich = [c for c in safe if c.points >= 10 and not mem.is_master(c)]
    if rich and tv.position == 1:
        return max(rich, key=lambda c: c.points)
    return min(safe, key=lambda c: (c.rank is Rank.JACK, strength[c]))


def _cut_for_ten(tv: TrickView, followers: list[Card]) -> Pick | None:
    mem = tv.mem
    led = tv.led
    if led is None or tv.position != 2 or mem.is_trump(led):
        return None
    ace = Card.of(led.suit, Rank.ACE)
    ten = Card.of(led.suit, Rank.TEN)
    if ace not in mem.hand or ten not in mem.others or tv.points >= 10:
        return None
    if mem.trumps_out() and mem.game is not GameType.GRAND:
        return None
    cheaper = [c for c in followers if c != ace]
    if not cheaper:
        return None
    card = min(cheaper, key=lambda c: c.points)
    return card, (Reason.of("cut_for_ten", card=card, ace=ace, ten=ten),)


def _declarer_cut_for_ten(tv: TrickView) -> Pick | None:
    """Declarer last to play holding the ace: duck a cheap trick while the ten is still out."""
    mem = tv.mem
    led = tv.led
    if led is None or tv.position != 2 or mem.is_trump(led) or tv.points > 4:
        return None
    ace = Card.of(led.suit, Rank.ACE)
    ten = Card.of(led.suit, Rank.TEN)
    if ace not in tv.legal or ten not in mem.others or mem.trumps_out():
        return None
    others = [c for c in tv.legal if c != ace and mem.follow(c) == led.suit]
    if not others:
        return None
    card = _low(others, tv)
    if tv.beats_best(card):
        return None
    return card, (Reason.of("cut_for_ten", card=card, ace=ace, ten=ten),)


def _give_low(tv: TrickView) -> Pick:
    mem = tv.mem
    led_cls = tv.led_class
    following = [c for c in tv.legal if mem.follow(c) == led_cls]
    if following or led_cls is None:
        card = _low(tv.legal, tv)
        if tv.friendly(tv.best_seat) or not tv.winning_cards():
            return card, (Reason.of("follow_low", card=card, points=card.points),)
        return card, (Reason.of("duck_low", card=card),)
    suits = _side_suits(tv, tv.legal)
    disposable = {
        s: held
        for s, held in suits.items()
        if not any(mem.is_master(c) and c.points >= 10 for c in held)
    } or suits
    if disposable:
        suit, held = min(disposable.items(), key=lambda item: (len(item[1]), item[0]))
        card = _low(held, tv)
        if card.points < 10:
            return card, (Reason.of("discard_short", card=card, suit=suit),)
    card = _low(tv.legal, tv)
    return card, (Reason.of("follow_low", card=card, points=card.points),)


DECLARER_LEAD: tuple[Rule, ...] = (_declarer_trumps, _over_the_villages, _cash_master)
DEFENDER_LEAD: tuple[Rule, ...] = (_return_partner_suit, _grand_defence, _lead_by_seat)
FOLLOW: tuple[Rule, ...] = (_smear, _declarer_cut_for_ten, _win_trick)


def choose_card(tv: TrickView) -> Pick:
    """The card for the player to move in a suit game or Grand, with its reasons."""
    if tv.position == 0:
        rules = DECLARER_LEAD if tv.mem.is_declarer else DEFENDER_LEAD
        for rule in rules:
            pick = rule(tv)
            if pick is not None:
                return pick
        return _lead_low_side(tv) or _lead_anything(tv)
    for rule in FOLLOW:
        pick = rule(tv)
        if pick is not None:
            return pick
    return _give_low(tv)

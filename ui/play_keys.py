"""Every session-state and widget key of the Spielen page, in one place.

Widget keys start with ``play_``; the table settings (pace, hints, aids, the opponents' strength)
use the same names in the learner's settings. Tests and benches drive the page by these keys.
"""

from __future__ import annotations

STATE = "play"  # the page's `ui.play_state.PlayState`
REFUSED = "play_refused"  # why the learner's last action was refused (already in words)
SAVED = "play_notebook_saved"  # the title of the game just saved, or the store's refusal

# the table settings (saved in the learner's settings under the same names)
PACE = "play_pace"
HINTS = "play_hints"
SOUND = "play_sound"  # the table speaks: off, a tone, speech
STRENGTH = "play_strength"


def aid(name: str) -> str:
    """The switch of the table aid `name` (also its setting)."""
    return f"play_aid_{name}"


# setting up a table
SERIES = "play_series"
LIST = "play_list"
DEAL = "play_deal"
START = "play_start"
ABANDON = "play_abandon"  # "yes, begin anew" in the popover that asks first
TAKE_BACK = "play_take_back"  # the table just closed, open again
CLOSED = "play_closed"  # the box offering the closed table

# the table
OPPONENTS = "play_opponents"
TRICK = "play_trick"
TURN = "play_turn"  # whose turn it is, and the learner's decision
CARD_ROW = "play_card"  # the learner's cards while playing (`ui.card_buttons` row)
DISCARD_ROW = "play_discard"  # the learner's cards while putting two away
HOLD = "play_hold"
PLAY_ALONE = "play_play"
BID = "play_bid"
BID_VALUE = "play_bid_value"
BID_HIGHER = "play_bid_higher"
PASS = "play_pass"
PICK_UP = "play_pick_up"
HAND = "play_hand"
GAME = "play_game"
ANNOUNCE = "play_announce"
OUVERT = "play_ouvert"
PATROLS = "play_patrols"
DECLARE = "play_declare"
PUSH = "play_push"  # Schieberamsch: push the skat on unseen
PASS_ON = "play_pass_on"  # Schieberamsch: pass the two chosen cards on
PUSH_GRAND = "play_push_grand"  # Schieberamsch: Grand Hand instead (where the table allows it)
REVOLUTION = "play_revolution"  # declare a Revolution (where the table allows it)
SWAP_FIRST = "play_swap_first"  # Revolution: the cards the defenders swap
SWAP_SECOND = "play_swap_second"
SWAP = "play_swap"
EXCHANGE_DONE = "play_exchange_done"
GIVE_UP = "play_give_up"
CONCEDE = "play_concede"
NEXT = "play_next"
NEXT_GAME = "play_next_game"
NEXT_STRENGTH = "play_next_strength"  # the opponents of the next game of the table
NEXT_RULES = "play_next_rules"  # the rule set of the next game of the table


def seat(seat: int) -> str:
    """The box of an opponent's seat."""
    return f"play_seat_{seat}"


def why(ply: int) -> str:
    """The "why?" popover of an engine's card in the trick."""
    return f"play_why_{ply}"


# the coach and the aids
COACH_LINE = "play_coach_line"  # the hint shown (the coach's line beside the hand)
HINT = "play_hint"
KEY_HELP = "play_key_help"  # the line naming the keyboard's keys
HINT_CHECKED = "play_hint_checked"
KIEBITZ = "play_kiebitz"

# the result, the review and the sandbox
REVIEW = "play_review"
POST = "play_post"  # the prefix of the review section's keys
SANDBOX = "play_sandbox"
SANDBOX_AGAIN = "play_sandbox_again"
SANDBOX_DONE = "play_sandbox_done"
SANDBOX_LEAVE = "play_sandbox_leave"

# the notebook and the score sheet
SAVE_GAME = "play_save_game"
SAVE_NOTE = "play_save_note"
SAVE = "play_save"
SHEET_LIST = "play_sheet_list"
SHEET = "play_sheet"
SHEET_CSV = "play_sheet_csv"
BIERLACHS = "play_bierlachs"  # the Bierlachs list under the score sheet

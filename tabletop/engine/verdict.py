"""The answer to "may this action be taken?", with a reason a player can read."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Verdict:
    """Accepted, or refused with a stable code, a sentence and the rule it comes from.

    The code is for programs (tests, the UI choosing an icon); the reason and rule are for
    people. A bare boolean would leave the table unable to say why a card snapped back.
    """

    ok: bool
    code: str = ""
    reason: str = ""
    rule: str = ""

    @property
    def message(self) -> str:
        if self.ok:
            return "Allowed."
        return f"{self.reason} ({self.rule})" if self.rule else self.reason

    def __bool__(self) -> bool:
        return self.ok


ALLOWED = Verdict(True)


def refuse(code: str, reason: str, rule: str = "") -> Verdict:
    return Verdict(False, code, reason, rule)

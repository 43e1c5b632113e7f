"""Text renderings shared by the CLI and the demo, so one reading of the data prints one way."""

from __future__ import annotations

from typing import Any


def or_word(value: object, absent: str) -> object:
    """A value for text output, with a word instead of None."""
    return absent if value is None else value


def watermarks(run: dict[str, Any]) -> str:
    """before->after, or '-' for a run that moves no watermark (an explicit remember or a correction)."""
    if run["watermark_before"] is None and run["watermark_after"] is None:
        return "-"
    return f"{or_word(run['watermark_before'], '-')}->{or_word(run['watermark_after'], '-')}"


def diagnosis_lines(diagnosis: dict[str, Any]) -> list[str]:
    """memory.diagnose_session as text: the session, its formation requests, runs with their outcomes and
    the events the extractor could not read, and the beliefs they formed."""
    state = diagnosis["session"]
    lines = [f"{state['session']} ({state['scope']}): last seq {state['last_seq']}, watermark {state['watermark']}, "
             f"due {or_word(state['due_at'], 'nothing pending')}, closed {or_word(state['closed_at'], 'no')}, "
             f"hook failures {diagnosis['hook_failures']}"]
    for request in diagnosis["formation_requests"]:
        lines.append(f"  request #{request['seq']} {request['reason']} key {request['derivation_key']} not before "
                     f"{request['not_before']}: {'consolidated' if request['consolidated'] else 'pending'}")
    for run in diagnosis["runs"]:
        lines.append(f"  run {run['run_id']} {run['trigger']} {run['extractor']} v{run['extractor_version']} "
                     f"{run['policy_version']}: wm {watermarks(run)}, proposed {run['proposed']}, committed "
                     f"{run['committed']}, reinforced {run['reinforced']}, superseded {run['superseded']}, "
                     f"rejected {run['rejected']}" + (f", retired {run['retired']}" if run.get("retired") else ""))
        if run.get("unread"):
            seqs = ", ".join(map(str, run["unread"]["seqs"]))
            lines.append(f"    unread seq {seqs}: the extractor failed on it ({run['unread']['error']})")
        for outcome in run["outcomes"] or []:
            lines.append(f"    #{outcome['index']} {outcome['outcome']} ({outcome['detail']})"
                         + (f" {outcome['belief_id']}" if outcome["belief_id"] else ""))
    for belief in diagnosis["beliefs_formed"]:
        lines.append(f"  formed {belief['belief_id']} {belief['subject']} ({belief['status']})")
    return lines

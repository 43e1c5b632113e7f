"""Secrets and unsafe text: a message that gives a password, a key or a login forms nothing."""

from __future__ import annotations

from memform.extract.patterns import lazy_regex
from memform.extract.text import FENCE, rarest_first

# Messages carrying a secret or an instruction to the agent propose nothing at all; the
# database's gates are the authority, this keeps such text out of proposals in the first place.
# Matched against the lowercased message (see unsafe_message): a case-blind search of this alternation at
# every position was a tenth of the extractor's time.
UNSAFE_MESSAGE = lazy_regex(
    r"\b(?:password|passwd|passphrase|pin code|api[ _-]?key|access[ _-]?token|secret[ _-]?key|private key|ssn)\b"
    r"|\b(?:sk|pk|rk)[-_][a-z0-9_-]{12,}|\bakia[0-9a-z]{16}\b|\bgh[pousr]_[a-z0-9]{20,}|-----begin"
    r"|\b(?:ignore|disregard|forget|override)\s+(?:all\s+|any\s+)?(?:the\s+|your\s+)?(?:previous|prior|above|earlier|"
    r"system|original)\s+(?:instructions|prompts?|messages|rules)"
    r"|\b(?:system|developer)\s+prompt\b|\byou\s+are\s+now\b|<\|?(?:im_start|im_end|system)"
    r"|(?:\d[ -]?){13,19}"
)


# What each branch of UNSAFE_MESSAGE cannot match without: most messages hold none of it, and a substring test is a
# fraction of the search (which was a twentieth of the extractor's time). A card number needs 13 digits.
UNSAFE_HINTS = ("pass", "pin code", "api", "access", "secret", "private key", "ssn", "sk-", "sk_", "pk-", "pk_", "rk-",
                "rk_", "akia", "_", "-----begin", "ignore", "disregard", "forget", "override", "prompt", "<",
                # SECRET_GIVEN's
                "pw", "pin ", "pin:", "pin=", " code", "phrase", "mnemonic", "routing", "account n", "social s",
                "social i",
                # SECRET_VALUED's and LOGIN_GIVEN's
                "login", "log-in", "log in", "credential", "creds", "username", "combo", "combination", "p:", "p=",
                "p :", "p =")
# Whether any hint is in a text: one search, not a test per hint, from each hint's rarest character.
UNSAFE_HINT = lazy_regex(rarest_first(UNSAFE_HINTS))
# The digits a card number is written in, counted by one search (a translation that dropped them looked each character
# up in a table: a fiftieth of the extractor's time).
ASCII_DIGIT = lazy_regex(r"[0-9]")


# A secret given in prose under a name of its own: "my wifi pw is sunflower22", "My PIN is 4821", "my door code is
# 4455", "My seed phrase is abandon ability ...", "my routing number is 021000021", "My 2FA backup codes are ...".
SECRET_GIVEN = lazy_regex(
    r"\b(?:pw|pwd|pin|passcode|(?:door|gate|alarm|lock|garage|entry|security|unlock|safe|locker) code|"
    r"(?:seed|recovery|mnemonic|secret) phrase|mnemonic|(?:2fa|two[- ]factor|backup|recovery)(?: backup| recovery)? "
    r"codes?|routing number|(?:bank )?account (?:number|no\.?|#)|social (?:security|insurance) (?:number|no\.?|#)|"
    r"passport (?:number|no\.?|#))(?:\s+(?:is|are|was|=)\b|\s*[:=])"
    # (where it is kept gives none of it: "the security code is on the back of the card", "my PIN is in my wallet")
    r"(?!\s+(?:on|in|inside|under|at|written|taped|printed|posted|stuck|kept|stored|saved|somewhere|below|above)\b)"
)
# A code to a place given with its value, the place said between: "new gate code for the laydown yard is 4471#", "the
# lockbox code: 0918", "alarm code for the shop is 2580*", "gate code 4471# btw" (one with no value is none: "the gate
# code changed, ask Tom", "the door code is on the whiteboard").
SECRET_VALUED = lazy_regex(
    r"\b(?:door|gate|alarm|lock|lockbox|lock box|key ?box|keypad|garage|entry|security|unlock|safe|locker|access|"
    r"padlock|bike lock)\s+(?:code|combo|combination)s?\b[^.!?\n]{0,40}?"
    r"(?:\s(?:is|are|was|=)\s+|\s*[:=]\s*)[\"'(]?(?=[\w#*-]{0,63}\d)[\w#*-]{3}"
    # (or said right after it, "gate code 4471# btw", "gate code's 4471", "changed to 4471": three digits in it)
    r"|\b(?:door|gate|alarm|lockbox|lock box|key ?box|keypad|garage|entry|padlock)\s+(?:code|combo|combination)"
    r"(?:'s|\s+(?:is\s+)?(?:now|changed\s+to))?\s+[\"'(]?(?=[\w#*-]{0,20}\d[\w#*-]{0,20}\d[\w#*-]{0,20}\d)"
    r"[\w#*-]{3}"
    # (or the place said after it: "the code to the gate is 4471", "combo for my locker: 12-34-06")
    r"|\b(?:code|combo|combination)\s+(?:to|for)\s+(?:the\s+|my\s+|our\s+)?(?:[\w-]+\s+)?(?:door|gate|alarm|lock|"
    r"lockbox|garage|entry|building|apartment|flat|house|safe|locker|padlock|keypad|shed|storage unit)\b[^.!?\n]{0,30}?"
    r"(?:\s(?:is|are|was|=)\s+|\s*[:=]\s*)[\"'(]?(?=[\w#*-]{0,63}\d)[\w#*-]{3}"
)
# A login given as a user and a secret: "my Procore login is mhollis / Rebar2024!", "credentials are jdoe:Spring99",
# "login: mhollis / Rebar2024!", "login mhollis pass Rebar2024", "username mhollis, pass Rebar2024" (a secret with a
# digit or a sign in its first 64 characters, looked for no further: a run of 10,000 with no space is not rescanned
# after every "login" in it; "my login doesn't work", "the login is the usual one" give none).
LOGIN_GIVEN = lazy_regex(
    r"\b(?:log-?in|log in|credentials|creds|user ?name and pass\w*|user ?name ?/ ?pass\w*)\b[^.!?\n]{0,30}?"
    r"(?:\s(?:is|are|was)\s+|\s*[:=]\s*)[\"'(]?[\w.@+-]{2,}\s*(?:/|:|,|\band\b|\bpass(?:word)?\b|\bpw\b)\s*"
    r"(?=\S{0,63}[\d!@#$%^&*])\S{4}"
    r"|\blog-?in\s+[\w.@+-]{2,}\s+(?:pass(?:word)?|pw|pwd)\s+\S{4}"
    r"|\buser ?name\s*(?:is\s+|[:=]\s*)?[\w.@+-]{2,}\s*[,;/]?\s*(?:and\s+)?(?:pass(?:word)?|pw|pwd)\b"
    # (or in a form's shorthand: "u: jdoe p: hunter22", "user=jdoe pw=hunter22")
    r"|\b(?:u|usr|user|id)\s*[:=]\s*[\w.@+-]{2,}[\s,;/|]+(?:p|pw|pwd|pass)\s*[:=]\s*\S{3}"
)
# A value given to a secret's field, the field named in code's way: "DB_PASSWORD=hunter2", in code also
# "api_key: abc" (in prose "Secret: I'm vegan" is a way of speaking).
SECRET_ASSIGNED = lazy_regex(r"(?:password|passwd|passphrase|secret|token|api_?key)\w*[\"']?[ \t]*=[ \t]*[^\s=]")
SECRET_IN_CODE = lazy_regex(r"(?:password|passwd|passphrase|secret|token|api_?key)\w*[\"']?[ \t]*[:=][ \t]*[^\s:=]")
# In pasted code or a log, a secret's field named without a value is no secret: "FATAL: password authentication
# failed for user" (a value given to it is, by SECRET_ASSIGNED or by its shape).
NAMED_FIELD = lazy_regex(r"\b(?:password|passwd|passphrase|pin code|api[ _-]?key|access[ _-]?token|secret[ _-]?key|"
                         r"private key|ssn)\b")


# A secret's field named where no secret is given: a password manager, a reset or a policy, and a request never to keep
# one ("Please don't store my password anywhere (it lives in my password manager)"). As the database's own gate, which
# wants a field given its value, these leave the message the user's; "my password is ..." never does.
NO_SECRET_GIVEN = lazy_regex(r"\b(?:password|passphrase|pin code)s? (?:managers?|resets?|polic(?:y|ies)|requirements?|"
                             r"rules|hints?|strength|changes?|expir\w+)\b"
                             r"|\b(?:don't|do not|dont|never|please don't|won't|will not) (?:ever )?(?:store|save|keep|"
                             r"remember|log|record|write down|ask (?:me )?for|need|share|memori[sz]e) (?:my |any |the |"
                             r"your )?(?:password|passphrase|pin code|api[ _-]?key|ssn)s?\b"
                             r"(?=\s*(?:$|[.,;!?)(]|(?:anywhere|anymore|please|again|in|on|for|or|and|but)\b))")


def unsafe_message(text: str) -> bool:
    """A secret or an instruction to the agent anywhere in the message: nothing is formed from any of it."""
    low = text.lower()
    # ("you are now" needs all three words: "now" and "you" alone are in one message in sixteen)
    if not (UNSAFE_HINT.search(low) or ("now" in low and "you" in low and "are" in low)
            or len(ASCII_DIGIT.findall(low)) >= 13):
        return False
    if SECRET_ASSIGNED.search(low) or SECRET_GIVEN.search(low) or SECRET_VALUED.search(low) or LOGIN_GIVEN.search(low):
        return True
    if "```" in low or "~~~" in low:
        if any(SECRET_IN_CODE.search(code.group()) for code in FENCE.finditer(low)):
            return True
        low = FENCE.sub(lambda code: NAMED_FIELD.sub(" ", code.group()), low)
    if ("manager" in low or "reset" in low or "polic" in low or "require" in low or "rule" in low or "hint" in low
            or "strength" in low or "change" in low or "expir" in low or "n't" in low or "not" in low
            or "never" in low):
        low = NO_SECRET_GIVEN.sub(" ", low)
    return UNSAFE_MESSAGE.search(low) is not None

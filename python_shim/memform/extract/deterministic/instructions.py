"""Standing instructions to the assistant: how it is to reply from now on."""

from __future__ import annotations

import re

from memform.extract import lexicon as lx
from memform.extract.patterns import lazy_regex
from memform.extract.text import rarest_first

# A standing instruction to the assistant is a lasting preference, not a one-off request: "From now
# on, always answer in British English", "Never use emojis with me", "I'd like replies in Spanish
# going forward". It needs a marker of time that lasts; "Please book the table" stays a request.
STANDING = lazy_regex(r"\b(?:from now on|going forward|in (?:the )?future|by default|always|never|every time)\b",
                      re.IGNORECASE)
STANDING_LEAD = lazy_regex(r"^(?:(?:please|and|so|also|ok|okay)\b[\s,]*|(?:from now on|going forward|"
                           r"in (?:the )?future|by default)\b[\s,]*|for future reference\b[\s,:-]*"
                           # what it holds for: "for all my projects, always use pytest"
                           r"|(?:for|in|across) (?:all|every|each) (?:of )?(?:my |our )?(?:projects?|repos?|"
                           r"repositories|code ?bases?|code|work)(?: of mine| of ours)?\b[\s,]*)+", re.IGNORECASE)
INSTRUCTION_VERB = (
    r"(?:answer|reply|respond|write|use|give|show|explain|format|keep|send|address|include|avoid|cite|talk|speak|"
    r"assume|default to|stick to)\b"
)
# How an instruction is framed: asked of the assistant, or wished for by the user.
REQUEST_FRAME = r"(?:(?:can|could|would|will) you|you should|make sure(?: to| you)?|remember to|be sure to)"
WISH_FRAME = r"(?:i(?:'d| would) (?:like|prefer|love)|i (?:always |really |just )?(?:want|need))"
ADDRESSED_WISH = lazy_regex(WISH_FRAME + r" you\b", re.IGNORECASE)
INSTRUCTION = lazy_regex(
    r"(?:" + REQUEST_FRAME + r" )?(?:always |never |do not |don't |only |just )?" + INSTRUCTION_VERB + r".+"
    r"|" + WISH_FRAME + r"\b.+",
    re.IGNORECASE,
)
# (and what it is instead of, a thing named after it: "..., never the Universal system")
_INSTEAD_OF = r",\s+(?:never|not) (?:the|a|an) [\w' -]{1,40}"
STANDING_TAIL = lazy_regex(r"(?:,?\s+(?:from now on|going forward|in (?:the )?future|by default|when(?:ever)? you "
                           r"(?:answer|reply to|respond to|write to|talk to) me)(?:" + _INSTEAD_OF + ")?|"
                           + _INSTEAD_OF + ")$", re.IGNORECASE)
INSTRUCTION_FRAME = lazy_regex(
    r"^(?:" + WISH_FRAME + r"(?: you)?(?: to)?|" + REQUEST_FRAME + r")\s+|^(?:always|never|do not|don't|only|just)\s+",
    re.IGNORECASE,
)
INSTRUCTION_LANGUAGE = lazy_regex(
    r"\b(?:in|into) (?:british |american |brazilian |european |mexican |simplified |traditional |plain )?"
    r"(?:english|spanish|french|german|portuguese|italian|dutch|japanese|chinese|korean|russian|arabic|hindi|"
    r"polish|swedish|turkish|greek|hebrew|ukrainian|czech|danish|finnish|norwegian)\b",
    re.IGNORECASE,
)
CALL_ME = lazy_regex(r"(?:(?:please|just|simply|you can|you may|feel free to),? )*(?:call me|i go by) (?!"
                     + "|".join(re.escape(m) for m in lx.TRANSIENT)
                     + r"|(?:mon|tues|wednes|thurs|fri|satur|sun)day\b)(?-i:[A-Z][\w'-]+)", re.IGNORECASE)
# The lasting marker must govern the instruction itself: at its head ("always answer ...", "I'd like you to
# never ...") or as a lead or tail ("from now on"), not inside what it asks for ("a poem about how I always ...").
STANDING_HEAD = lazy_regex(
    r"^(?:" + REQUEST_FRAME + r" |" + WISH_FRAME + r" (?:you )?(?:to )?)?(?:always|never|every time)\b"
    r"|^i always (?:want|need)\b",
    re.IGNORECASE,
)
# What an instruction to the assistant governs: its replies. Advice for anyone ("Always use protection",
# "Never talk to strangers") or a wish of the user's own ("I need a car that never breaks down") names none.
OUTPUT = lazy_regex(
    r"\b(?:answers|responses|replies|(?:your|each|every|the|an?) (?:answer|response|reply)|explanations?|"
    r"emojis?|emoticons?|bullet(?:s| points?)?|markdown|"
    r"code|code blocks?|snippets?|examples?|sources?|citations?|references|links?|tables?|headers?|headings?|"
    r"jargon|summar(?:y|ies)|tl;?dr|tone|units?|metric|imperial|celsius|fahrenheit|formatting|paragraphs?|"
    r"sentences?|spelling|lists|comments|docstrings?|type hints|disclaimers?|caveats?|apolog(?:y|ies|ize|ise)|"
    r"exclamation (?:marks?|points?)|swearing|profanity|slang|me|us|assume (?:that )?(?:i|i'm|my))\b",
    re.IGNORECASE,
)
# "answer in ...", "reply briefly", "respond with ...": the verb itself is about how to reply.
REPLY_MANNER = lazy_regex(r"\b(?:answer|reply|respond)\s+(?:in|with|using|like|as|\w+ly)\b",
                          re.IGNORECASE)
# "you"/"your" inside what is asked is advice to the reader ("when you cook", "your receipts"), save the
# assistant's own replies ("keep your answers short").
READER = lazy_regex(r"\byou(?:rself|'re|'ll)?\b|\byour\b(?!\s+(?:\w+\s+)?(?:answers?|responses?|replies|"
                    r"explanations?|code|examples?|sources?|citations?|summar(?:y|ies)|tone|formatting|sentences?|paragraphs?))",
                    re.IGNORECASE)
# What the assistant itself writes, named with "you" in a relative clause: "any code you write for me", "the
# answers you give me". It is the output the instruction governs, not advice to the reader.
BY_YOU = lazy_regex(r"\b(?:code|answers?|replies|responses?|examples?|snippets?|scripts?|summar(?:y|ies)|"
                    r"explanations?|messages?|emails?|docs?|comments?|tests?) (?:that )?you (?:write|give|produce|"
                    r"generate|send|show|make|draft|suggest)\b", re.IGNORECASE)
# How the assistant's answers, all of them, are to be: "can you keep your answers short", "make your replies brief".
ALL_REPLIES = lazy_regex(r"(?:(?:can|could|would|will) you (?:please )?|please )?(?:just )?(?:keep|make) (?:all )?your "
                         r"(?:answers|replies|responses) (?:(?:really|very|super|nice and|a bit|a little) )?(?:short|"
                         r"shorter|brief|briefer|concise|simple|simpler|to the point|under \d+ words|"
                         r"(?:to )?(?:one|two|three|a few|\d+) (?:sentences|lines|paragraphs)(?: max)?)\b",
                         re.IGNORECASE)
ONE_OFF_REPLY = lazy_regex(r"\b(?:this time|just this once|for now|right now|today|tonight|this (?:one|question|chat|"
                           r"conversation|thread)|here|for this)\b|\?", re.IGNORECASE)
# An evaluative aside after it is irony: "always answer with a wall of text, great".
IRONIC_TAIL = lazy_regex(r",\s*(?:great|perfect|brilliant|wonderful|lovely|awesome|fantastic|amazing|nice|cool|"
                         r"thanks(?: a lot)?|sure|right|lol|lmao|haha|jk|/s)$", re.IGNORECASE)


# "Call me Ishmael." in a message about a line, a quote or a novel cites a book; it asks nothing of the assistant.
CITATION = lazy_regex(
    r"\b(?:quot(?:e|es|ed|ing)|(?:opening|first|last|famous|best|iconic|classic|favou?rite) (?:line|lines|sentence|"
    r"words)|novels?|literature|literary|melville|(?:begins|starts|opens) (?:with|like)|how (?:\S+ ){1,3}"
    r"(?:begins|starts|opens))\b",
    re.IGNORECASE,
)


# Units named in an instruction about how to give figures: "give me all distances in kilometres".
UNIT_WORDS = lazy_regex(r"\b(?:kilomet(?:er|re)s|km|miles|met(?:er|re)s|kilograms|kg|pounds|lbs|feet|grams|ounces|"
                        r"cups)\b", re.I)
# What every standing instruction has, checked before anything else: most clauses have neither.
MAY_INSTRUCT = lazy_regex(r"\b(?:always|never|from now on|going forward|future|by default|every time|call me|go by"
                          r"|your (?:answers|replies|responses))\b", re.IGNORECASE)
# What MAY_INSTRUCT cannot match without, in the lowercased text (leaving out each i and s, which a case-blind
# match also finds in the dotted or dotless i and the long s). Each is looked for from its rarest letter (see
# text.rarest_first): "alway" from its "y", where a search for the plain alternation stopped at every "a", "f", "n"
# and "e" (a quarter less time).
_MAY_INSTRUCT_HINTS = ("alway", "never", "from now on", "forward", "future", "by default", "every t", "call me",
                       "go by", "your an", "your re")
MAY_INSTRUCT_HINT = lazy_regex(rarest_first(_MAY_INSTRUCT_HINTS))
# A learner's word order: "Please, always you explain me ..." is "Please, always explain me ..."; only after a
# request word or leading, so "you always explain too fast" (a complaint) stays what it is.
LEARNER_ORDER = lazy_regex(r"^((?:please\W+)?)(?:(always|never) you|you (always|never)) (?=" + INSTRUCTION_VERB + ")",
                           re.IGNORECASE)
INSTRUCTION_BREAK = lazy_regex(r",?\s+and\s+(?:(?:in general|generally|also|as a rule),?\s+)?"
                               r"(?=(?:always|never|don't|do not|please)\b)", re.IGNORECASE)

# A second imperative under the first's "always": "always give me metric units, and keep code at 2-space indentation".
SHARED_MARKER_BREAK = lazy_regex(r",\s+and\s+(?=" + INSTRUCTION_VERB + r")", re.IGNORECASE)
ALWAYS_LEAD = lazy_regex(r"always\s", re.IGNORECASE)  # (a "never" is not shared: "never use emojis, and use ...")


# An instruction for all answers said with no verb, its standing marker beside what it governs: "always metric for
# me going forward pls", "grams always please, never cups", "only Celsius" (what it governs must be a standing
# domain: "always pizza for me" is no instruction).
VERBLESS_STANDING = lazy_regex(r"(?:(?:always|only) (?!" + INSTRUCTION_VERB + r"|be\b|do\b|don't\b|put\b|make\b)"
                               r"(?P<after>[\w -]{1,30}?)|(?P<before>[\w-]+(?: [\w-]+)?) "
                               r"(?:always|only))(?: for me)?(?: (?:going forward|from now on|please|pls|plz))*"
                               r"(?:,? (?:never|not|no) [\w-]+(?: [\w-]+)?)?(?=[,;]|$)", re.IGNORECASE)
# An instruction to stop what the assistant does, which holds from then on: "please stop putting emojis in your
# replies", "stop using bullet points" (not "stop the timer": what it governs must be a standing domain).
STOP_DOING = lazy_regex(r"(?:can you |could you )?stop (?:using|putting|adding|including|sending|giving me) "
                        r"([^,;.!?]+)(?=[,;.!?]|$)", re.IGNORECASE)


# An instruction for each time the assistant suggests or recommends a kind of thing: "whenever you suggest
# restaurants, always include the price range", "every time you recommend books, mention the page count" (keyed on the
# things and the doing: restaurant_suggestions, book_recommendations).
WHENEVER_YOU_SUGGEST = lazy_regex(r"(?:whenever|every time|each time|any ?time) you (suggest|recommend) ((?:[\w'-]+ ?)"
                                  r"{1,3}?),? (?:please )?(?:always |also )?(?:include|add|mention|list|note|give|tell "
                                  r"me|say|show)\b", re.IGNORECASE)

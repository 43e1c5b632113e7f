"""Requests to an assistant or an agent, decisions of a team, and the rule helpers that read them."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING

from memform.extract import lexicon as lx
from memform.extract.patterns import lazy_regex
from memform.extract.text import ForeignRegions, caseless

from .instructions import (
    ADDRESSED_WISH,
    ALL_REPLIES,
    ALWAYS_LEAD,
    BY_YOU,
    CALL_ME,
    INSTRUCTION,
    INSTRUCTION_BREAK,
    INSTRUCTION_FRAME,
    INSTRUCTION_LANGUAGE,
    INSTRUCTION_VERB,
    IRONIC_TAIL,
    LEARNER_ORDER,
    ONE_OFF_REPLY,
    OUTPUT,
    READER,
    REPLY_MANNER,
    SHARED_MARKER_BREAK,
    STANDING,
    STANDING_HEAD,
    STANDING_LEAD,
    STANDING_TAIL,
    STOP_DOING,
    UNIT_WORDS,
    VERBLESS_STANDING,
    WHENEVER_YOU_SUGGEST,
)
from .learner_english import _LANGUAGES
from .long_messages import _MODEL_WORD, OPERATING_SYSTEMS, _sentence
from .phrases import _phrase
from .sarcasm_and_repairs import SENTENCE_STOP
from .statements import third_person, third_person_possessive
from .subjects import (
    A_VISIT_AFTER,
    CURLY_APOSTROPHE,
    SIMPLE_WORDING,
    Proposal,
    _m,
    _singular,
    stable_subject,
    topic_slug,
    unresolved,
)

if TYPE_CHECKING:
    from .rules import Rules


def standing_instructions(text: str) -> list[Proposal]:
    """Each lasting instruction of a clause ("always answer in English, and never use emojis" is two)."""
    text = " ".join(text.replace(CURLY_APOSTROPHE, "'").split()).rstrip(".!,;:")
    if " you " in text:
        text = LEARNER_ORDER.sub(lambda m: m.group() if m.group(3) and not m.group(1) else
                                 f"{m.group(1)}{m.group(2) or m.group(3)} ", text)
    lead = STANDING_LEAD.match(text)
    head = text[: lead.end()] if lead else ""
    parts = INSTRUCTION_BREAK.split(text[len(head):])
    found = [standing_instruction(head + parts[0])] + [standing_instruction(part) for part in parts[1:]]
    if len(parts) == 1 and ", and " in text and (marker := ALWAYS_LEAD.match(parts[0])) and (
            len(shared := SHARED_MARKER_BREAK.split(parts[0])) > 1):
        # each imperative after the first is under its "always": one instruction each, or as before
        each = [standing_instruction(head + shared[0])] + [standing_instruction(marker.group() + part)
                                                          for part in shared[1:]]
        if all(each) and len({proposal.subject for proposal in each if proposal}) == len(each):
            found = each
    return [proposal for proposal in found if proposal is not None]


def standing_instruction(text: str) -> Proposal | None:
    """The user's lasting instruction to the assistant, in their own words, keyed on what it governs."""
    bare = STANDING_LEAD.sub("", text)
    if " you " in bare and (each := WHENEVER_YOU_SUGGEST.match(bare)) and (things := topic_slug(each.group(2))):
        kind = "suggestions" if each.group(1).lower() == "suggest" else "recommendations"
        said = STANDING_TAIL.sub("", bare)
        return Proposal("preference", f"preference:{_singular(things)}_{kind}",
                        _sentence(f"User's standing instruction: {said[0].lower()}{said[1:]}"), confidence=0.65)
    if (said := VERBLESS_STANDING.match(bare)) and (subject := stable_subject(
            thing := said.group("after") or said.group("before")) or (
            "preference:units" if UNIT_WORDS.search(thing) else None)):
        return Proposal("preference", subject, _sentence(f"User's standing instruction: {said.group()}"),
                        confidence=0.65)
    if "top " in bare and (stopped := STOP_DOING.match(bare)) and (subject := stable_subject(stopped.group(1))):
        said = stopped.group()
        return Proposal("preference", subject, _sentence(f"User's standing instruction: {said[0].lower()}{said[1:]}"),
                        confidence=0.65)
    if CALL_ME.fullmatch(text):
        lead = re.sub(r"^i\b", "I", text) if re.match(r"I\b", text, re.I) else text[0].lower() + text[1:]
        statement = _sentence(f"User's standing instruction: {lead}")
        return Proposal("preference", "preference:address_as", statement, confidence=0.7)
    if (general := ALL_REPLIES.match(STANDING_LEAD.sub("", text))) and not ONE_OFF_REPLY.search(text):
        # "can you keep your answers short": how every answer is to be, asked once for all of them
        instruction = STANDING_TAIL.sub("", general.group())
        return Proposal("preference", stable_subject(instruction) or "preference:answer_style",
                        _sentence(f"User's standing instruction: {instruction[0].lower() + instruction[1:]}"),
                        confidence=0.65)
    # the lasting marker belongs to the instruction itself, not to a reason after it ("Please, always ..."
    # leads with a request word and its comma)
    if not (STANDING.search(_phrase(text))
            or STANDING.search(_phrase(STANDING_LEAD.sub("", text)))):
        return None
    if IRONIC_TAIL.search(text):
        return None
    lead_marker = STANDING.search((STANDING_LEAD.match(text) or re.match("", text)).group())
    without_lead = STANDING_LEAD.sub("", text)
    instruction = STANDING_TAIL.sub("", without_lead)
    if not instruction or not INSTRUCTION.fullmatch(instruction) or unresolved(instruction):
        return None
    if not (lead_marker or instruction != without_lead or STANDING_HEAD.match(instruction)):
        return None
    framed = re.sub(r"^(?:(?:can|could|would|will) you\b|" + ADDRESSED_WISH.pattern + ")", "", instruction, flags=re.I)
    if "you " in framed:
        framed = BY_YOU.sub("", framed)  # "in any code you write for me": the assistant's own output
    if READER.search(framed):
        return None
    # what it governs is named in the instruction, not in an aside after it ("use a VPN, trust me")
    said = _phrase(instruction)
    if not (OUTPUT.search(said) or REPLY_MANNER.search(said) or INSTRUCTION_LANGUAGE.search(said)
            or stable_subject(said)  # answer style, theme, indentation, units: how the assistant writes
            or ((used := TOOL_USE.search(said)) and tool_domain(said[used.end():]))  # "always use pytest"
            or ADDRESSED_WISH.match(instruction)):
        return None
    if INSTRUCTION_LANGUAGE.search(instruction) and not SIMPLE_WORDING.search(instruction):
        subject = "preference:language"
    else:
        core = instruction
        while (stripped := INSTRUCTION_FRAME.sub("", core)) != core:
            core = stripped
        # keyed on what the instruction governs: the verb's object ("use emojis" -> emoji)
        slug = topic_slug(re.sub(r"^" + INSTRUCTION_VERB + r"\s*", "", core, flags=re.I) or core)
        if not slug:
            return None
        used = TOOL_USE.search(instruction)
        subject = stable_subject(instruction) or (used and tool_domain(instruction[used.end():])) or (
            "preference:units" if UNIT_WORDS.search(instruction) else f"preference:{slug}"
        )
    lead = instruction if re.match(r"I\b", instruction) else instruction[0].lower() + instruction[1:]
    return Proposal("preference", subject, _sentence(f"User's standing instruction: {lead}"), confidence=0.7)


# -- requests to an assistant or an agent -----------------------------------------------------------
# Who is to carry out a decision, said before it: "(that) we'll", "our firm will", "the team is going to".
DECIDER = lazy_regex(r"^(?:that )?(?:we|our (?:team|firm|company|org|organi[sz]ation|startup|group|department|office|"
                     r"practice|school|household|family)|the (?:team|firm|company|org|startup|group|department))"
                     r"(?:'ll| will| shall| are going to| is going to)\s+", re.IGNORECASE)
TOOL_CHOSEN = lazy_regex(r"(?:use|go with|switch to)\s", re.IGNORECASE)
# What the decided tool is for, said first: "(that) the lab's new training pipeline is going to use PyTorch Lightning".
DECIDED_FOR = lazy_regex(r"^(?:that )?(?:the|our|my) (?:[\w'-]+ ){0,4}?[\w'-]+(?:'ll| will| is going to| are going to|"
                         r" shall)\s+(?=(?:use|go with|switch to)\s)", re.IGNORECASE)
DECIDED_WHEN = lazy_regex(r"^(?:(?:last|this|in the last|at the last|at last) (?:sprint|quarter|retro|retrospective|"
                          r"standup|meeting|planning|week|month|year)|yesterday|today|recently|already)\s+", re.I)
DATABASES = ("postgres", "postgresql", "mysql", "mariadb", "sqlite", "mongodb", "mongo", "redis", "oracle",
             "sql server", "dynamodb", "cassandra", "cockroachdb", "snowflake", "bigquery", "clickhouse")
STACK = lazy_regex(r"(?:(?:we're|we are|our team is|our team's|our app is|our stack is) (?:on|using|running)|"
                   r"we (?:run|use)|our (?:team|app|company) (?:runs|uses)) "
                   r"((?:" + "|".join(DATABASES) + r")(?: v?\d+(?:\.\d+)*)?)\b", re.IGNORECASE)
# The database the user's (work's) system runs on, said of the system: "our system runs on MySQL 8", "and our backend
# is on Postgres" (the team's, as "we use MySQL" is).
SYSTEM_ON_DATABASE = lazy_regex(r"(?:^|\band |, )our (?:system|backend|database|db|site|platform|software|server|app|"
                                r"stack|data)s? (?:runs on|is on|is built on|uses|is running on|lives in) "
                                r"((?:" + "|".join(DATABASES) + r")(?: v?\d+(?:\.\d+)*)?)\b", re.IGNORECASE)
# Tools whose choice is one preference, so a later choice supersedes: "I always use pnpm, never npm".
TOOL_DOMAINS = (
    (frozenset("npm yarn pnpm bun".split()), "preference:package_manager"),
    (frozenset("pytest unittest nose jest vitest mocha jasmine rspec minitest junit".split()),
     "preference:test_framework"),
    # the shell and the editor one works in: "I use fish shell", "I use neovim" (as "I'm in Neovim" is)
    (frozenset("bash zsh fish nushell powershell tcsh ksh".split()), "preference:shell"),
    (frozenset("vim neovim nvim emacs vscode sublime helix nano intellij pycharm webstorm xcode".split()),
     "preference:editor"),
)


# An editor or a shell switched to is keyed on itself by the switch's own rule ("switched from VS Code to Neovim" is
# preference:neovim); only one said used ("I use neovim") is the one preference of its domain.
SWITCH_KEYED_ON_ITSELF = frozenset(("preference:shell", "preference:editor"))
_TOOLS = "|".join(sorted(t for tools, _ in TOOL_DOMAINS for t in tools))
TOOL_NAMED = lazy_regex(r"(?:only |just )?(?:" + _TOOLS + r")\b", re.I)


# Tool names that are also everyday words count beside another tool or code talk ("yarn, never npm").
AMBIGUOUS_TOOLS = frozenset("yarn bun nose jest mocha jasmine fish bash sublime helix nano".split())
TOOL_ANYWHERE = lazy_regex(r"\b(?:" + _TOOLS + r")\b", re.I)
TECH_CONTEXT = lazy_regex(r"\b(?:install|package|dependenc\w+|commands?|projects?|repos?|node|javascript|typescript|"
                          r"react|vite|tests?|code|scripts?|shell|terminal|dotfiles|prompt|editor)\b", re.I)
# What makes a "we" decision the team's: a way of working ("to deploy", "to migrate"), a tool, or a sprint.
_PROJECT_WORDS = "|".join(re.escape(t) for t in sorted(lx.TECH | {t for tools, _ in TOOL_DOMAINS for t in tools}))
PROJECT_DECISION = lazy_regex(r"^(?:last|this|in the last|at the last) (?:sprint|quarter|retro|standup|planning)\b"
                              r"|\bto (?:deploy|migrate|release|ship|roll out|upgrade|rewrite|refactor|deprecate|"
                              r"standardi[sz]e|containeri[sz]e|freeze|launch)\b|\b(?:" + _PROJECT_WORDS + r")\b",
                              re.IGNORECASE)
TOOL_USE = lazy_regex(r"\buse\s+", re.IGNORECASE)


TEAM_MOVED = lazy_regex(r"(?:we|our team|the team|our company)(?:'ve| have| has)? (?:just |finally |recently |now |"
                        r"officially )*((?:moved|migrated|switched|transitioned|went)\b.*)", re.IGNORECASE)
# The machine the user does their work on, by its model: "I do all my local dev on a MacBook Pro", "I code on a
# ThinkPad X1" (a model capitalized, as DEVICE_NAMED reads one).
WORKS_ON_DEVICE = lazy_regex(r"(?:do|work|code|develop|program|game|edit|write|build|compile|test|draw|design|run "
                             r"everything|run it all)\b[^,.;:!?\n]{0,40}? on (?:a|an|my) (?:new |old |current |"
                             r"refurbished )?((?-i:" + _MODEL_WORD + r"(?: " + _MODEL_WORD + r"){0,3}))", re.IGNORECASE)
# A tool the user would rather use, named: "I'd much rather use Linear", "I would rather work in Figma" (a day or a
# month is no tool: "I'd rather use Tuesday").
RATHER_USE = lazy_regex(r"i(?:'d| would) (?:much |really |far |honestly |personally |definitely )?rather "
                        r"(?:use|be using|work (?:in|with)|go with|stick with|stick to|code in|write in) "
                        r"(?!(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|"
                        r"may|june|july|august|september|october|november|december)\b)"
                        r"((?-i:[A-Z])[\w.+#-]*(?: (?-i:[A-Z])[\w.+#-]*)?|npm|yarn|pnpm|bun|pytest|jest|vitest)\b",
                        re.IGNORECASE)
# Where and when a team's decision was made, said before it: "In today's architecture review we decided ...", "Last
# sprint, we agreed ..." (what was decided is the team's lasting choice, however recent the meeting).
MEETING_FRONT = lazy_regex(r"(?:(?:in|at|during|after) (?:today's|yesterday's|this morning's|this week's|last week's|"
                           r"our|the|this|last) (?:[\w-]+ ){0,2}?(?:review|meeting|standup|stand-up|retro|"
                           r"retrospective|planning|sync|kickoff|all-hands|offsite|sprint)|(?:last|this) (?:sprint|"
                           r"quarter))\s*,?\s+(?=(?:we|our team)\b)", re.IGNORECASE)
# Working from one's own home, and where it is: "work out of my home office in Halifax", "working from home in Leeds".
_HOME_BASE = (r"(?:work|working|based) (?:from|out of) (?:(?:my|our|a) )?(?:(?:tiny|small|little|cozy|cosy|cramped|"
              r"shared|rented|one-bedroom|studio) )*(?:home(?: office)?|house|flat|apartment|"
              r"place|spare room|kitchen table)\b(?: (?:here )?in ((?-i:[A-Z])[\w'.-]*(?: (?-i:[A-Z])[\w'.-]*){0,3}))?")
HOME_BASE = lazy_regex(_HOME_BASE, re.IGNORECASE)
# A freelancer's job: "I freelance as a translator", "freelance full-time as a UX designer".
FREELANCES_AS = lazy_regex(r"(?:mostly |mainly )?freelance (?:(?:full[- ]time|part[- ]time|now) )?as (?:a |an )?"
                           r"([\w -]+)", re.IGNORECASE)
HOME_BASE_ANYWHERE = lazy_regex(r"\b" + _HOME_BASE, re.IGNORECASE)
# Remote for good: "I'm fully remote", "I've been fully remote for three years".
FULLY_REMOTE = lazy_regex(r"(?:been )?(?:fully|completely|100%|permanently|entirely) remote\b", re.IGNORECASE)
# "anymore" closing what is no longer so: "not into jazz anymore".
ANYMORE_TAIL = lazy_regex(r",?\s+(?:anymore|any more)$", re.IGNORECASE)
# A pursuit named by its verb's noun after "go for" or "go on": "going for runs", "to go on long hikes".
GOING_FOR = lazy_regex(r"(?:to )?go(?:ing)?(?: out)? (?:for|on) ", re.IGNORECASE)
# A liking kept up for a while: "been really into piano", "been so into bouldering lately".
BEEN_INTO = lazy_regex(r"been (?:(?:really|so|super|very|totally|completely|kind of|kinda|pretty) )*into (.+)",
                       re.IGNORECASE)
# Time spent at something, had: "about seven years of Python", "10 years of experience in marketing", "5+ years of
# hands-on AWS experience".
# A past pursuit said to be over after it: "League before but quit it", "chess but stopped", "it for years, then gave
# it up" ("before" only where the clause or a conjunct ends: "before work" is when).
PAST_LEFT = lazy_regex(r"\s+before(?=\s*(?:$|[,;]|but\b|and\b))|,?\s+(?:but|and|then|and then)\s+(?:then\s+)?(?:i\s+)?"
                       r"(?:quit|stopped|gave (?:it |them )?up|dropped (?:it|them|out))\b"
                       # "... but haven't touched it in a decade": left since
                       r"|,?\s+but\s+(?:i\s+)?(?:haven't|have not|havent|hadn't)\s+(?:touched|played|picked up)\s+"
                       r"(?:it|them)\b", re.IGNORECASE)
EARN_VERBS = frozenset("make earn gross net clear take bring pull".split())
# Streaming as a pursuit, on a platform: "stream on Twitch", "streams to YouTube" (not "stream movies").
STREAMS_ON = lazy_regex(r"streams? (?:(?:live|mostly|regularly|weekly) )?(?:on|to) (?:twitch|youtube|kick|tiktok|"
                        r"facebook gaming)\b", re.IGNORECASE)
# A job said after the age, as "I'm" says both: "34, a high school chemistry teacher", "29, an RN in Ohio".
AGE_AND_THEN = lazy_regex(r"\d{1,3}(?: years old| yrs old| year old)?,? and (?:i |i'm |i am |im )?"
                          r"(?!(?:my|our|his|her|their|he|she|they|we|you|it|this|that|the|a|an)\b)(\w.*)",
                          re.IGNORECASE)
# A marital status listed after an age: "52, married 25 years to Tom", "40, divorced, two kids".
AGE_THEN_STATUS = lazy_regex(r"\d{1,3}(?: years old| yrs old| year old)?\s*,\s*((?:(?:happily|recently|newly|just) )?"
                             r"(?:married|divorced|widowed|separated|engaged)\b[^,;.!?]*)", re.IGNORECASE)
# An allergy said after a diet, the "I'm" shared: "vegetarian and allergic to shellfish", "vegan and also allergic to
# peanuts".
DIET_THEN_ALLERGY = lazy_regex(r"(?:(?:strict|mostly|fully) )?[\w-]+ and (?:(?:also|severely|mildly|very) )?"
                               r"(allergic to .+)", re.IGNORECASE)
AGE_THEN_JOB = lazy_regex(r"\d{1,3}(?: years old| yrs old| year old)?\s*,\s*((?:a|an) .+)", re.IGNORECASE)
# Where the user is from or lives, listed after the age: "I'm 18, from Sheffield, first time travelling solo", "I'm 31,
# based in Leeds" (a place capitalized; "I'm 24, from the start" is none).
AGE_THEN_PLACE = lazy_regex(r"\d{1,3}(?: years old| yrs old| year old)?\s*,\s*(?:and )?(?:(?:originally )?from|"
                            r"(based in|living in|live in)) ((?-i:[A-Z])[\w'.-]*(?:[ -](?-i:[A-Z])[\w'.-]*){0,3})"
                            r"(?=\s*(?:$|[,.;!?(]|(?:and|but|so)\b))", re.IGNORECASE)
# When the user works, said after "work": "every evening", "most days", "evenings" (no kind of work).
# The hours a job is worked, said bare after "work": "nights", "weekends", "Saturdays", "doubles", "late shifts", a
# restaurant's "brunch" or "dinners" (not
# "evenings", which names no work: tests/test_extract_tenth_corpus_h2.py).
_WORK_HOURS = (r"nights|weekends|weekdays|overnights|doubles|overtime|(?:8|10|12|eight|ten|twelve)s|twelves|"
               r"(?:8|10|12|eight|ten|twelve)[- ]hour (?:shifts|days|nights)|"
               r"(?:mon|tues|wednes|thurs|fri|satur|sun)days|(?:night |day |late |early |double |split )?shifts?|"
               # a meal's service in a restaurant: "I work brunch at a diner", "work dinners" (when, no kind of work)
               r"brunch(?:es)?|breakfasts?|lunch(?:es)?|dinners?|(?:brunch|breakfast|lunch|dinner) (?:service|shifts?)")
# The hours worked by the clock or by a rota, after "work": "from 8h00 AM to 6h00 PM", "7-4", "9am-5pm", "2 weeks on 1
# week off", "12 hour shifts" (a schedule, never a kind of work keyed on a number).
WORK_CLOCK = lazy_regex(r"work (?:(?:usually|mostly|normally|from) )?(?:(?:till|until|til|'til) \d|"
                        r"\d{1,2}(?:[:h.]\d\d)?\s*"
                        r"(?:am|pm|a\.m\.|p\.m\.)?\s*(?:-|to|till|until|through)\s*\d|(?:\d+|one|two|three|four|five|six|seven|eight|ten|twelve)"
                        r"[ -](?:hours?|days?|weeks?|months?)[ -](?:on|shifts?|a (?:day|week)|per)\b)", re.IGNORECASE)
# What "I used to be" says that is no former role: a liking had ("super into drums", "totally into anime": what it was
# of) or how well one did ("alright", "better when I was ...": nothing of one's past kept).
USED_TO_BE_STATE = lazy_regex(r"be (?:(?:[a-z]+ )?into (.+)|"
                              r"(?:pretty |really |much |a lot |so |very |a bit |kind of |super |quite |extremely )?"
                              r"(?:alright|all right|ok|okay|fine|good|better|worse|great|bad|decent|"
                              # how the user felt or looked, then: no past worth keeping ("used to be scared of
                              # living alone", "used to be wrinkle free", "used to be involved in so many activities")
                              r"scared|afraid|terrified|frightened|shy|nervous|involved|busy|wrinkle[- ]free|lonely|"
                              r"happy|happier|sad|angry|mad|popular|skinny|thin|chubby|fat|fit|fitter|healthier|"
                              r"stressed|so stressed|broke|rich|poor|cool|lazy)\b.*)",
                              re.IGNORECASE)
# What is read once, counted: "an article", "a couple of reviews", "this post" (no pursuit, as "a lot of books" is).
ONE_OFF_READ = lazy_regex(r"(?:an?|one|a couple(?: of)?|a few|two|three|this|that|the|his|her|their|your) (?:[\w-]+ )?"
                          r"(?:articles?|reviews?|posts?|blog posts?|stor(?:y|ies)|pieces?|reports?|papers?|studies|"
                          r"study|tweets?|threads?|comments?|headlines?)\b", re.IGNORECASE)
WORK_WHEN = lazy_regex(r"(?:(?:every|each|most|some|all|on|at) (?:other )?)?(?:day|night|evening|morning|afternoon|"
                       r"weekend|weekday|week|overnight)s?\b", re.IGNORECASE)
# How long something went on, after "for": "for ten years", "for like 4 months", "for the past decade" (not "for good",
# "for my school team", "for fun").
FOR_SPAN = lazy_regex(r"(?:(?:about|around|over|nearly|almost|roughly|like|more than|at least|close to|just|only) )*"
                      r"(?:(?:\d+\+?|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|"
                      r"thirty|a few|a couple(?: of)?|several|many|some|the (?:past|last)(?: \w+)?) (?:[\w-]+ )?"
                      r"(?:years?|yrs?|months?|weeks?|decades?|seasons?)|ages|years|months|decades|a while|a long time|"
                      r"a lifetime|(?:most of|half|all) my life|my whole life|forever)\b", re.IGNORECASE)
YEARS_OF = lazy_regex(r"(?:got )?(?:(?:about|around|over|nearly|almost|roughly|like|more than|at least|close to) )?"
                      r"(?:\d+\+?|a|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|"
                      r"thirty|a few|several|many) (?:years?|yrs?|decades?)'? (?:of |(?=experience (?:in|with|doing) ))"
                      r"(?:(?:professional|hands-on|industry|"
                      r"work|working|real-world|solid) )?(?:experience (?:in|with|doing) )?(?!(?:my|his|her|their|"
                      r"our|your|it|that|this|the)\b)(.+)", re.IGNORECASE)
# Which of the user's jobs is the one they live by: "my day job is dental hygienist", "my main job", "my full-time job"
# (a side gig beside it is no occupation; "my second job" or "my old job" is not the one).
_WHICH_JOB = r"(?:day|main|full[- ]time|regular|real|actual|normal|primary) "
# A job said as what the user's job is, "my" left out when which job is said: "Day job is product manager at Stripe".
# A car called by what it is to its driver, its "my" left out or said: "Daily driver is a 2014 Tacoma", "my project
# car is a '67 Mustang".
CAR_CALLED = {"daily driver": "car", "daily": "car", "dd": "car", "ride": "car", "whip": "car", "project car": "car",
              "weekend car": "car"}
CAR_CALLED_IS = lazy_regex(r"(?:daily driver|daily|dd|project car|weekend car) is (?:a|an) (?-i:[A-Z0-9'])",
                           re.IGNORECASE)
WHICH_JOB_IS = lazy_regex(r"(my )?((" + _WHICH_JOB + r")?job is (.+))", re.IGNORECASE)
# How a job goes, said of it: "my job is getting busy", "my work is great", "my job is so hard on my body", "my job is
# to make my family happy" (what it is is named: "my job is teaching", "my job is in sales").
JOB_JUDGED = lazy_regex(r"(?:so|very|really|pretty|super|too|quite|kind of|kinda|not|always|just|also|still|getting|"
                        r"going|killing|driving|making|keeping|taking|great|good|fine|ok|okay|alright|busy|stressful|"
                        r"boring|hard|tough|easy|fun|awesome|amazing|terrible|horrible|awful|demanding|exhausting|"
                        r"crazy|insane|nice|rewarding|tiring|draining|the best|the worst|to)\b", re.IGNORECASE)
# How good one is at what one does, said before it: "a terrible cook", "a hopeless baker" (no job held).
SKILL_WORDS = frozenset("terrible hopeless horrible awful lousy bad poor decent good great amazing excellent fantastic "
                        "wonderful amateur wannabe aspiring mediocre average".split())
# How one drives, said of a driver who drives for no pay: "a safe driver", "a new driver", "a student driver" (not "a
# bus driver", "a delivery driver").
DRIVING_MANNER = frozenset("safe careful cautious nervous anxious confident defensive aggressive reckless slow fast "
                           "new student learner novice beginner inexperienced experienced first-time teen teenage "
                           "young designated backseat sunday".split())
# What one may be good or bad at without doing it for a living ("a terrible cook"; "a good nurse" is a nurse).
# A player or maker of music, a job only when said as one ("I'm a drummer" is as often a pastime): paid for it
# ("a session drummer", "a professional cellist", "a touring bassist") or said to be ("... by trade", "for a living").
PERFORMERS = frozenset("drummer guitarist bassist pianist violinist cellist violist saxophonist trumpeter trombonist "
                       "vocalist keyboardist percussionist organist harpist composer songwriter arranger streamer "
                       "wrestler".split())
PAID_PERFORMER = frozenset("session professional pro freelance touring working orchestral studio".split())
PAID_FOR = lazy_regex(r"\b(?:by trade|for a living|professionally|full[- ]time)\b", re.IGNORECASE)
# A child the user says they are: "a 90s kid", "a proud daughter" (a child of theirs is said with "have", "my").
CHILD_HEADS = frozenset("son daughter kid child baby grandson granddaughter stepson stepdaughter grandchild".split())
# The relatives a user says they are that name someone else as theirs only by kind: "a big sister" has a sibling.
KIN_THE_USER_IS_TO_ANOTHER = ("sister", "brother", "sibling", "aunt", "uncle", "niece", "nephew", "cousin")
# Someone's, before the relative the user says they are: "a farmer's daughter", "the Joneses' son".
OTHERS_KIN = lazy_regex(r"\w(?:['\u2019]s|s['\u2019]) (?:[\w-]+ )?[\w-]+$")
AGED_JOB = lazy_regex(r"an? (\d{1,2})[- ]year[- ]old ", re.IGNORECASE)
# A liking said as the kind of person one is: "an ice cream and ice water kind of guy", "a coffee kind of girl".
KIND_OF_ONE = lazy_regex(r"an? ((?:(?!kind\b|type\b|sort\b)[\w'-]+ ){1,5}?)(?:kind|type|sort) of "
                         r"(?:guy|gal|girl|person|man|woman|lady|dude|fella|chick)\b", re.IGNORECASE)
# A person said with their age, and nothing else: "a 20 year old male", "a male 45 year old", "a 56-year-old lady".
_AGED_AS = r"(?:male|female|man|woman|lady|guy|girl|boy|dude|gal|gentleman|person|mom|mum|dad|mother|father)"
# (years said short too: "a 30 yo guy", "a 25 y/o woman", "a 40 yr old dad")
_YEARS_OLD = r"(?:[- ](?:years?|yrs?)[- ]old|\s?(?:yo|y/o|y\.o\.)(?=\s|$|,))"
AGED_PERSON = lazy_regex(r"an? (?:" + _AGED_AS + r" )?(?P<age>\d{1,2})" + _YEARS_OLD + r"(?: " + _AGED_AS + r")?",
                         re.IGNORECASE)
# ... and where they are from, a place by its name after them: "a 24 year old woman from Argentina", "a 30 yo guy from
# Lagos" (a person's "from", unlike a job's, names no employer).
AGED_PERSON_FROM = lazy_regex(AGED_PERSON.pattern + r" from (?:the )?(?P<place>(?-i:[A-Z])[\w'-]*"
                              r"(?: (?-i:[A-Z])[\w'-]*)?)(?=$|[\s,.;!?])", re.IGNORECASE)
# A job the job lexicon does not know, by its shape: a trade's ending ("a cinematographer", "a locksmith"); a generic
# head said with the work it does ("a peer recovery specialist", "a flight attendant", "a sales rep", "a content
# creator"; not "a hard worker", "a free agent"); or any agent noun said as paid for ("a freelance colorist", "a
# full-time TikTok creator", "a voice actor by trade"), never a liking, a habit or a trait ("a huge believer", "a
# full-time RVer", "a professional procrastinator" names no work).
JOB_ENDINGS = ("ographer", "ologist", "ician", "iatrist", "smith", "wright")
JOB_COMPOUND_HEADS = frozenset("specialist representative rep assistant associate coordinator administrator operator "
                               "attendant aide agent worker creator handler dispatcher installer supervisor foreman "
                               "superintendent director executive exec generalist".split())
# Jobs of two words whose head alone is no job ("a defender" plays football): "a public defender", "a loss adjuster".
JOB_PAIRS = frozenset(("public defender", "loss adjuster", "claims adjuster", "insurance adjuster", "court reporter",
                       "personal shopper", "lollipop lady", "lollipop man"))
# A carer who is paid to care: "a senior carer", "a support carer", "a domiciliary carer", or one at a workplace ("a
# carer at a care home"); a carer of a relative ("a full-time carer for my dad") is who the user is to them.
PAID_CARE = frozenset("senior support home domiciliary agency residential night healthcare paid lead".split())
# A place on a team or a post in a sport, no one's identity nor job: "a jammer", "a blocker", "a non-skating official".
TEAM_POSTS = frozenset("jammer blocker pivot official referee ref umpire linesman scorekeeper".split())
# A qualification held, no one's identity nor job by itself: "a qualified first aider", "a mental health first aider".
HELD_QUALIFICATIONS = frozenset(("aider",))
# A crew that is a job by where it works: "cabin crew", "long-haul flight crew", "ground crew" (not a rowing crew).
CREW_AT_WORK = frozenset("cabin flight ground air aircrew airline train rail".split())
# A member of a body that works, which is a job held ("a crew member on a trawler", "a staff member at the library",
# "a cast member at Disney"; not "a gym member", "a team member" of a sport).
CREWS = frozenset("crew staff faculty cast".split())
# Heads that are jobs only with what they serve before them: "a tour guide", "a fishing guide", "a dog walker", "a pet
# sitter" (not "a Girl Guide", a scout; "a guide for my brother"; "a power walker", "a baby sitter" is one).
TRADE_SERVED = {
    "guide": frozenset("tour tourist fishing fly hunting mountain mountaineering river rafting dive diving safari "
                       "museum trail trekking hiking climbing wilderness ski heli travel".split()),
    "walker": frozenset("dog pet".split()),
    "groomer": frozenset("dog pet horse".split()),
    "sitter": frozenset("dog pet cat house baby".split()),
    "pair": frozenset(["au"]),  # "an au pair": a live-in child carer (not "a pair of ...")
    # a maker of goods by hand: "a furniture maker", "a violin maker" (not "a decision maker", "a trouble maker")
    "maker": frozenset("furniture cabinet guitar violin instrument knife bow boat shoe boot saddle clock watch jewelry "
                       "jewellery cheese candle soap dress hat basket barrel chair pipe tool rope sail cider wine "
                       "beer pattern print film".split()),
}
NOT_JOB_MODIFIERS = frozenset("hard fast slow free secret double undercover sleeper smooth lone big huge little true "
                              "real best worst total complete natural born heavy light early late night-owl personal "
                              "virtual ai digital google".split())
HIRED_MODIFIERS = frozenset("freelance freelancing self-employed full-time contract contracted salaried".split())
AGENT_ENDINGS = ("er", "or", "ist", "ian", "ant", "ent")
# One who carries the mail is in work ("a mail carrier", "a rural letter carrier"); a carrier of a gene is not ("a
# BRCA carrier").
MAIL_WORDS = frozenset(("mail", "letter", "postal"))
# A word said in capitals and letters alone: "ALT", "SLP", "MP".
ACRONYM = lazy_regex(r"[A-Z]{2,5}s?")
# How much one is what one is, no part of it: "a total night owl", "a complete introvert", "a huge nerd".
IDENTITY_DEGREE = lazy_regex(r"(?<=\s)(?:total|complete|absolute|utter|huge|massive|major|giant|lifelong|die-?hard|"
                             r"hardcore|certified)\s+", re.IGNORECASE)
NOT_JOBS = frozenset("believer fan lover beginner learner member user customer subscriber supporter follower voter "
                     "procrastinator overthinker worrier perfectionist optimist pessimist realist idealist minimalist "
                     "introvert extrovert ambivert sleeper eater drinker smoker vaper traveler traveller rver nomad "
                     "caregiver volunteer parent survivor patient student resident citizen immigrant vegetarian "
                     "pescatarian christian libertarian apologist wordsmith gamer reader listener thinker dreamer "
                     "planner homeowner renter tenant owner lurker poster commenter viewer ".split())


# Hunting for a thing, no game: "hunt for deals", "hunting for vintage clothes" (not "hunting for deer").
HUNTED_FOR_NO_GAME = lazy_regex(r"\bhunt\w* for (?!(?:" + "|".join(lx.GAME_HUNTED) + r")s?\b)", re.IGNORECASE)
# A unit of a workplace, run by the one who works there: "the core facility", "the ICU", "the pharmacy".
UNITS_RUN_AT_WORK = frozenset("facility lab laboratory department unit icu nicu picu er ward clinic pharmacy kitchen "
                              "warehouse division branch practice".split())
# When or where after what is run: "the Boston marathon every year", "the trails near my house".
RUN_WHEN_OR_WHERE = lazy_regex(r"\s+(?:every|each|most|on|in|at|near|with|before|after|for)\b", re.IGNORECASE)
# Where one runs, and the races one runs: "the trails", "the seawall", "the Boston marathon", "the local 10k".
PLACES_AND_RACES_RUN = frozenset("trail trails road roads street streets track beach park loop hills canal river "
                                 "lake path paths neighborhood neighbourhood boardwalk seawall waterfront marathon "
                                 "marathons half race races 5k 10k parkrun ultra".split())
# How one travels, said bare after the verb: "I travel light".
MANNER_NOT_OBJECT = frozenset("light heavy cheap cheaply frugally".split())
# What is ridden or driven and not the user's: "the bus", "the school van", "a taxi", "the subway".
RIDDEN_NOT_OWNED = lazy_regex(r"(?:the\b|(?:a|an) (?:bus|train|tram|taxi|cab|ferry|shuttle|uber|lyft|streetcar|"
                              r"trolley)\b|(?:buses|trains|trams|taxis|cabs|ferries|shuttles|ubers|lyfts|streetcars|"
                              r"public transit|public transport|transit)\b)", re.IGNORECASE)
# A part the user plays in one event or dealing, no lasting identity: "As a guest, should I bring wine?", "I'm a
# passenger", "a customer of Chase", "a witness".
OCCASION_ROLES = frozenset("guest passenger customer client spectator bridesmaid groomsman attendee participant "
                           "visitor tourist buyer shopper caller applicant candidate witness juror bidder contestant "
                           "newcomer".split())


# A liking said as what the user would pick every time: "give me trams any day", "Give me a paperback any day of the
# week" (not "give me a call any day this week": a time, no pick; nor "give me 1 through 6 any day": a count).
GIVE_ME_ANY_DAY = lazy_regex(r"(?:^|(?<=[,.!;\u2014\u2013])\s*)(?:but |honestly |personally )?give me (?:a |an )?"
                             r"([a-z][a-z' -]{1,39}?) any day(?: of the week)?(?=\s*(?:$|[,.!;]))", re.IGNORECASE)


# The user's own neighbourhood named with its town: "for our neighborhood in Plano", "my street in Leeds" (not "my old
# neighborhood in Austin", "our neighborhood in the game": a town is named, and nothing stands between).
OWN_NEIGHBOURHOOD_IN = lazy_regex(r"\b(?:my|our) (?:neighbou?rhood|subdivision|street|cul-de-sac|block) in "
                                  r"(?P<town>(?-i:[A-Z])[\w'-]*(?: (?-i:[A-Z])[\w'-]*){0,2})(?!'s)", re.IGNORECASE)


# A move said as when something began, which still says where the user lives now: "my starter's been sluggish ever
# since I moved to Denver last fall", "since we relocated to Leeds" (the clause is subordinate, and read for the move
# alone).
MOVED_SINCE = lazy_regex(r"\bsince (?P<said>(?:i|we) (?:moved|relocated) (?:here |over |out )?to (?-i:[A-Z])[\w'-]*+"
                         r"(?: (?-i:[A-Z])[\w'-]*+){0,2}+)(?! (?:and|but) (?:back|then|later)\b)", re.IGNORECASE)


def _moved_since(text: str, rules: Rules) -> list[tuple[Proposal, str]]:
    """Where the user moved, said as when something began (MOVED_SINCE): their home (not asked, nor quoted)."""
    out: list[tuple[Proposal, str]] = []
    for m in MOVED_SINCE.finditer(text):
        end = stop.start() if (stop := SENTENCE_STOP.search(text, m.end())) else len(text)
        if text[end:end + 1] == "?" or ForeignRegions.of(text).touch(m.start(), m.end()):
            continue
        out += [(p, m.group("said")) for p in rules.classify(m.group("said")) if p.subject == "location:home"]
    return out


def _own_neighbourhood(text: str) -> list[tuple[Proposal, str]]:
    """The town the user's own neighbourhood is in (OWN_NEIGHBOURHOOD_IN): where they live (not in a question, a
    quotation or another's words)."""
    out: list[tuple[Proposal, str]] = []
    for m in OWN_NEIGHBOURHOOD_IN.finditer(text):
        end = stop.start() if (stop := SENTENCE_STOP.search(text, m.end())) else len(text)
        if text[end:end + 1] == "?" or ForeignRegions.of(text).touch(m.start(), m.end()):
            continue
        said = m.group()[m.group().index(" ") + 1:]
        out.append((Proposal("user_model_attr", "location:home", _sentence(f"User's {said}"), confidence=0.55),
                    m.group()))
    return out


def _any_day_liking(text: str, rules: Rules) -> list[tuple[Proposal, str]]:
    """A liking said as what the user would pick every time (GIVE_ME_ANY_DAY), a clause of its own or after another
    ("I hate buses, give me trams any day")."""
    out = []
    for preferred in GIVE_ME_ANY_DAY.finditer(text):
        if (liking := rules.preference("loves", preferred.group(1))) and liking.belief_type == "preference":
            said = preferred.group().strip()
            out.append((replace(liking, statement=_sentence(f"User: {said}"), confidence=0.6), said))
    return out
# A make or a model named, capitalized after its article: "a Specialized Turbo Vado", "an old Trek".
NAMED_MODEL = lazy_regex(r"^(?:(?:a|an|my|our)\s+)?(?:(?-i:[a-z])[\w-]*\s+){0,2}(?-i:[A-Z])")
# A car driven now, said with "I'm": "currently driving a 2012 WRX", "still driving my old Civic" (not "driving to
# work", "driving my mom's car", which is hers).
DRIVING_NOW = lazy_regex(r"(?:(?:currently|still|now) )?driving ((?:a|an|my) (?![\w-]+'s\b).+)", re.IGNORECASE)
# What is driven and no one's own: "a rental", "a loaner", "a forklift at work", "the company car".
DRIVEN_NOT_OWNED = lazy_regex(r"\b(?:rentals?|loaners?|courtesy car|company (?:car|truck|van)|(?:at|for) work)\b",
                              re.IGNORECASE)
# A work vehicle driven for an employer, which is a driving job: "a snowplow for the county road department", "a truck
# for Walmart", "a bus for the city", "a forklift for a living", "a school bus part-time" (not "a Honda for fun", "a
# truck for years").
DRIVEN_FOR_WORK = lazy_regex(
    r"(?:an? |the )(?:(?-i:[a-z][\w-]*) ){0,2}?(?:snow ?plow|plow|truck|semi|rig|bus|cab|taxi|forklift|tractor|van|"
    r"ambulance|limo|limousine|street sweeper|train|tram|crane|excavator|digger|school bus|garbage truck|"
    r"dump truck|tow truck|box truck|delivery van|lorry|hgv) (?:(?P<hours>part[- ]time|full[- ]time|professionally)\b|"
    r"for (?:a living|"
    r"(?:the|a|an) (?!(?:living|fun|while|change|bit|year|week|month|day|weekend|school run|family|kids)\b)"
    r"(?:[\w-]+ ){0,3}?(?:county|city|town|council|state|district|department|dept|company|firm|agency|contractor|"
    r"school|hospital|railroad|railway|airport|port|mine|farm|co-?op)\b|"
    r"(?P<named>(?-i:[A-Z])[\w&'-]+)))", re.IGNORECASE)
# A race trained for, by the sport it is run in: "my first marathon", "a 70.3 in September", "the Chicago Marathon",
# "an Ironman", "a century ride" (not "a marathon session of meetings": the race ends the phrase or a time follows).
RACE_SPORTS = {"running": frozenset(("marathon", "half", "ultra", "ultramarathon", "5k", "10k", "15k", "50k", "100k",
                                     "half marathon")),
               "triathlon": frozenset(("triathlon", "tri", "ironman", "70.3", "140.6", "sprint tri")),
               "cycling": frozenset(("century", "gran fondo", "double century"))}
# Money still owed on a thing of the user's: "I still owe $14k on my 2019 F-150", "we owe about 200k on our house".
OWED_ON_MINE = lazy_regex(r"\b(?:i|we) (?:still )?owe (?:about |around |roughly |like |over |almost |nearly )?"
                          r"(?:\$|£|€)?\d[\d,.]*\s?(?:k|grand|thousand)?(?: dollars)? on (?:my|our) "
                          r"(?P<what>(?:[\w'-]+ ){0,3}[\w'-]+)", re.IGNORECASE)
# The user's credit score said with its number: "My credit score is around 640", "my credit score's only 580".
MY_CREDIT_SCORE = lazy_regex(r"\bmy credit score(?:'s| is) (?:(?:about|around|roughly|like|only|just|currently|now|"
                             r"finally|still|sitting at|at) )*~?\d{3}\b", re.IGNORECASE)


# A membership the user ended or let end: "I let my NAR membership lapse", "cancelled my Costco membership", "I didn't
# renew my AAA membership" (not "my wife cancelled her membership", "should I cancel my membership?": a question is
# no clause here).
MEMBERSHIP_ENDED = lazy_regex(
    r"(?:(?:so|and|but|then) )?(?:i |i've |i have )?(?P<said>(?:(?:just|finally|recently|also|officially) )*"
    r"(?:let (?:my|our) (?P<lapsed>(?:[\w&+'-]+ ){1,3})(?:membership|subscription) (?:lapse|expire|go|run out)|"
    r"(?:cancell?ed|dropped|ended|quit|didn't renew|did not renew|stopped paying for) (?:my|our) "
    r"(?P<ended>(?:[\w&+'-]+ ){1,3})(?:membership|subscription))\b)", re.IGNORECASE)
# A programme ended, named by itself (see lexicon.LOYALTY_PROGRAMS): "I cancelled my Amazon Prime", "dropped our
# Costco".
PROGRAMME_ENDED = lazy_regex(
    r"(?:(?:so|and|but|then) )?(?:i |i've |i have )?(?P<said>(?:(?:just|finally|recently|also|officially) )*"
    r"(?:cancell?ed|dropped|didn't renew|did not renew|stopped paying for) (?:my|our) "
    r"(?P<named>[\w&'-]+(?: [\w&'-]+){0,2}?))(?= *(?:$|[,.;!?]|(?:since|because|as|and|but|so|after|last|"
    r"this|a|in|today|yesterday)\b))", re.IGNORECASE)
# Whose a thing is, said before it: "dad's gym", "my sister's Netflix", "Mom's" (not a name that ends so: "Sam's Club",
# "McDonald's").
OWNER_FIRST = lazy_regex(r"(?:(?-i:[a-z])[\w-]*|(?i:mom|mum|dad|ma|pa|grandma|grandpa|nana))['\u2019]s\b")
TRAINING_FOR_RACE = lazy_regex(r"training for (?:a |an |the |my )?", re.IGNORECASE)
RACE_TRAINED_FOR = lazy_regex(
    r"(?:(?:first|second|third|next|last|\d{1,2}(?:st|nd|rd|th)|big|local|spring|fall|autumn|summer|winter) )*"
    r"(?:(?-i:[A-Z])[\w.'-]*(?: (?-i:[A-Z])[\w.'-]*)* )?"
    r"(?P<race>half[- ]marathon|ultramarathon|marathon|ultra|half|\d{1,3}k|70\.3|140\.6|ironman|sprint tri|triathlon|"
    r"tri|double century|century|gran fondo)(?: ride| race| run)?"
    r"(?=\s*$|\s*[,(]| (?:in|on|this|next|later|at|with|and|but|so|since|because|on)\b)", re.IGNORECASE)
# How one rides or drives, said bare after the verb: a riding discipline ("dressage", "hunter/jumper", "western") or a
# gearbox ("stick", "a manual"); what follows is its detail ("mostly the 0.90m divisions", "refuse to buy ...").
RIDDEN_HOW = lazy_regex(r"(?:(?:mostly|mainly|only|just|exclusively) )?(?P<how>[a-z]+(?:[/ -][a-z]+)?)\b",
                        re.IGNORECASE)
DRIVEN_MANUAL = lazy_regex(r"(?:(?:mostly|mainly|only|just|exclusively) )?(?:a )?(?:stick(?: ?shift)?|manual"
                           r"(?: transmission)?)s?(?![\w-]| (?:car|truck|van|suv|wheelchair|mode|labor|work)s?\b)",
                           re.IGNORECASE)


def _driven_or_ridden_how(verb: str, obj: str) -> tuple[str, str] | tuple[()] | None:
    """(belief type, subject) of how the user rides or drives, said bare after the verb ("ride dressage", "drive
    stick"); () for a bare word of no thing owned ("ride hunter/jumper" no possession); None for a thing."""
    if verb == "drive":
        return ("preference", "preference:manual_transmission") if DRIVEN_MANUAL.match(obj) else None
    how = RIDDEN_HOW.match(obj)
    if not how or how.group("how").lower().split()[0] in ("a", "an", "the", "my", "our", "his", "her", "their"):
        return None
    discipline = lx.RIDING_DISCIPLINES.get(how.group("how").lower())
    if discipline is None and (first := how.group("how").lower().split()[0]) in lx.RIDING_DISCIPLINES:
        discipline = lx.RIDING_DISCIPLINES[first]
    if discipline:
        return ("user_model_attr", f"activity:{discipline}")
    return () if "/" in how.group("how") else None


def _job_shaped(nouns: list[str], rest: str) -> bool:
    """Whether "a <nouns>" names a job the lexicon does not know, by its shape (see JOB_ENDINGS)."""
    head, modifiers = nouns[-1], set(nouns[1:-1])
    if head in NOT_JOBS or head in lx.BELIEF_WORDS or modifiers & (SKILL_WORDS | NOT_JOB_MODIFIERS) or (
            not head.isalpha()):
        return False  # (a faith or a view is no job: "a Scientologist", "a Zionist")
    if head.endswith(JOB_ENDINGS) or (head in JOB_COMPOUND_HEADS and modifiers) or (
            head == "crew" and modifiers & CREW_AT_WORK):
        return True
    if len(nouns) > 2 and nouns[-2] in TRADE_SERVED.get(head, ()):
        return True  # "a tour guide", "a dog walker", "a pet sitter": a job by what it serves
    return head.endswith(AGENT_ENDINGS) and bool(modifiers & HIRED_MODIFIERS or PAID_FOR.search(rest))
def _paid_post(nouns: list[str], rest: str) -> bool:
    """Whether "a <nouns>" is a job of two words (JOB_PAIRS) or a carer paid to care (PAID_CARE)."""
    if " ".join(nouns[-2:]) in JOB_PAIRS:
        return True
    return nouns[-1] == "carer" and (bool(set(nouns[1:-1]) & PAID_CARE) or (rest.lower().startswith(
        f"{' '.join(nouns)} at ") and not set(nouns[1:-1]) & {"family", "young", "unpaid"}))


# The conditions a disability rating is for: "a 70% VA rating for PTSD and tinnitus", "rated 30% for my back".
RATED_FOR = lazy_regex(r"\b(?:\d{1,3} ?%|\d{1,3} percent) (?:va |disability |service[- ]connected )*(?:rating|rated) "
                       r"for ((?:my )?[\w-]+(?:(?:,| and|,? &) (?:my )?[\w-]+){0,4})", re.IGNORECASE)
# A job and then the user's own body: "a respiratory therapist and my left knee ..." (see the job's clause).
JOB_AND_MY = lazy_regex(r",? and my (?=(?:left |right |lower |upper |bad )?[\w-]+ (?:is|has|hurts|aches|keeps)\b)",
                        re.IGNORECASE)
# Serving now: "active duty Air Force", "an active-duty Marine", "on active duty" (not "active duty" pay or status
# asked about: the clause opens with it).
ACTIVE_DUTY = lazy_regex(r"(?:(?:currently|still) )?(?:an? |on )?active[- ]duty\b(?: (?:the )?(?:u\.?s\.? |us )?"
                         r"(?:army|navy|marines?|marine corps|air force|airman|soldier|sailor|coast guard|military|"
                         r"service ?member)\b)?(?! (?:pay|status|benefits?|orders)\b)", re.IGNORECASE)
STATIONED_AT = lazy_regex(r"(?:currently |now )?stationed (?:at|in) (?-i:[A-Z])[\w'-]*(?: (?-i:[A-Z])[\w'-]*){0,3}",
                          re.IGNORECASE)
# Service of the past said with "ex-" and no article: "I'm ex-military myself", "ex-Army", "ex-forces".
EX_SERVICE = lazy_regex(r"(?:an? )?ex-(?:military|army|navy|forces|armed forces|marines?|raf|air force|services|"
                        r"service)\b(?! (?:wife|husband|spouse|brat|kid|family|base)\b)", re.IGNORECASE)
# The nation (or crown) whose forces are named before the branch: "the Indian Army", "the Royal Australian Navy".
_FORCES_OF = (r"(?:united states|american|british|canadian|australian|royal australian|royal canadian|"
              r"royal new zealand|new zealand|indian|pakistani|irish|south african|nigerian|kenyan|ghanaian|israeli|"
              r"philippine|singapore|german|french|polish|dutch|italian|spanish|portuguese) ")
# Military service of the past, said of the user: "I served in the Army", "did 8 years in the Marines", "spent
# twenty years in the Air Force", "I retired from the Navy", "deployed to Iraq twice with the Army", "got out of the
# Army in 2010", "I was in the Navy" (not "joined", which is a start; not "the army of volunteers").
# (a nation's forces by its name too: "the Indian Army", "the United States Marine Corps", "the Royal Australian Air
# Force", "the Bundeswehr")
_BRANCH = (r"(?:the )?(?:u\.?s\.? |us |" + _FORCES_OF + r")?(?:army|navy|marines|marine corps|air force|coast guard|"
           r"national guard|military|usmc|usaf|raf|royal navy|royal marines|british army|canadian armed forces|"
           r"armed forces|royal air force|bundeswehr)\b(?! of\b)")
# What SERVED_IN_MILITARY's verb (or the word before it) opens with, after "I ": a clause opening otherwise is spared
# the looks for a branch below.
SERVED_OPENINGS = frozenset("se di sp re de go wa en al pr on th ho le".split())
SERVED_IN_MILITARY = lazy_regex(
    r"i (?:(?:also|proudly|once|then|honorably) )?"
    r"(?:served(?: (?:for )?(?:[\w-]+ ){1,2}?years?(?= in\b))?|did (?:[\w-]+ ){1,2}?(?:years?|tours?|months?|"
    r"enlistments?)|spent (?:[\w-]+ ){1,2}?years?|"
    r"left(?= the (?:[\w.]+ ){0,3}?(?:army|navy|marines|marine corps|air force|military|raf|forces|bundeswehr)"
    r"(?: in (?:19|20)\d\d| after\b| as\b| with the rank\b|[,.;]|$))|"
    r"retired|deployed(?: to (?-i:[A-Z])\w*(?: (?-i:[A-Z])\w*)?)?(?: (?:twice|once|three times|four times))?|got out|"
    r"was(?= in )|separated|(?:was )?discharged|enlisted)"
    r"(?: (?:as an? [\w-]+(?: [\w-]+)?|twice|once|honorably))?"
    # ("Retired Coast Guard, 22 years": the branch right after "retired")
    # ("I retired as a Sergeant Major after 24 years in the Army": the span served, then the branch)
    r"(?: (?:in|with|from|of|into)| after (?:[\w-]+ ){1,2}?(?:years?|decades?) (?:in|with)|(?<=retired)|(?<=left)) "
    + _BRANCH,
    re.IGNORECASE)
# Service left after a span in a branch: "After twenty years in the Army I'm out", "after 8 years in the Navy I got
# out" (not "after two weeks in the army of volunteers").
SERVICE_THEN_OUT = lazy_regex(r"after (?:[\w-]+ ){1,2}?(?:years?|decades?|tours?) (?:in|with) " + _BRANCH
                              + r",?( i(?:'m| am| got| just got)? (?:finally |officially |now )?"
                              r"(?:out|retired|done)\b)", re.IGNORECASE)
# Service in a branch said in passing, beside the user's own clause: "I write ..., having retired from the Army in
# 2011", "Following thirty years in the Royal Australian Air Force, ..., I retired to Toowoomba" (the sentence is the
# user's: it opens on "I", or its "I" comes after a fronted span).
SERVICE_IN_PASSING = lazy_regex(r"\b(?:having (?:retired|served|left)(?: (?:for )?(?:[\w-]+ ){1,2}?years?)?"
                                r"(?: (?:from|in|with))?|(?:following|after) (?:[\w-]+ ){1,2}?(?:years?|decades?)"
                                r"(?:' service)? (?:in|with)) " + _BRANCH, re.IGNORECASE)
# The branches one serves in and what is said of a veteran of them: "an Army vet", "a Marine Corps combat veteran".
MILITARY_BRANCHES = frozenset("army navy marine marines corps air force airforce coast guard national military usmc "
                              "usaf usn usa us raf guard".split())
MILITARY_QUALIFIERS = frozenset("combat disabled proud retired decorated war gulf iraq vietnam afghanistan korea "
                                "wartime infantry service-connected".split())
# A commissioned or enlisted rank, held once when "retired" or "former" is said before it: "a retired colonel", "a
# former sergeant major" (not a captain, who may fly or sail for a living).
MILITARY_RANKS = frozenset("colonel lieutenant-colonel brigadier general major sergeant corporal admiral commodore "
                           "lieutenant commander".split())
PLANNER_KINDS = frozenset("financial wedding event urban city town estate retirement travel party transportation"
                          .split())
# What says a resident is a doctor in training: a year of it or a specialty.
MEDICAL_RESIDENCY = frozenset("first-year second-year third-year fourth-year fifth-year pgy-1 pgy-2 pgy-3 pgy-4 pgy1 "
                              "pgy2 pgy3 pgy4 medical surgical surgery pediatrics pediatric peds psychiatry psych "
                              "anesthesia anesthesiology radiology neurology neurosurgery dermatology cardiology "
                              "obgyn ob-gyn internal medicine family emergency em im orthopedic ortho urology "
                              "pathology ophthalmology oncology chief junior senior".split())
SKILL_HEADS = frozenset("cook baker driver writer singer dancer painter artist photographer musician athlete gardener "
                        "chef".split())
# A habit of the body given up: "I quit smoking", "gave up drinking", "stopped vaping" (its health is sensitive).
QUIT_HABIT = lazy_regex(r"(?:(?:just |finally |officially )?(?:quit|gave up|stopped|kicked|packed in)) (?:the |my )?"
                        r"(smoking|cigarettes|cigs|vaping|drinking|alcohol|booze|dip|dipping|chew|chewing tobacco|"
                        r"snuff|snus)\b", re.IGNORECASE)
# "I used to smoke (cigarettes)", "I used to vape": the habit is over, unless it came back ("…, and I started again").
USED_TO_SMOKE = lazy_regex(r"i used to (smoke|vape)(?: (?:cigarettes|cigs|a pack a day))?(?=$|[,;.]| (?:but|and|"
                           r"until|before|for|in)\b)", re.IGNORECASE)
LONG_AGO_BACK = lazy_regex(r"\b(?:again|still|relapsed|back to|picked it back)\b", re.IGNORECASE)
HABITS = {"smoking": "smoking", "cigarettes": "smoking", "cigs": "smoking", "vaping": "vaping", "drinking": "drinking",
          "alcohol": "drinking", "booze": "drinking",
          # smokeless tobacco, by the trucker's and the rancher's words for it: "quit dip 3 months ago"
          **dict.fromkeys(("dip", "dipping", "chew", "chewing tobacco", "snuff", "snus"), "chewing_tobacco")}
# A pastime given up: "I gave up guitar years ago", "stopped playing chess" (not "gave up on it").
GAVE_UP = lazy_regex(r"(?:(?:just |finally )?(?:quit|gave up|stopped|dropped)) (?:playing |doing |the |my )?"
                     r"([a-z]+)\b(?! (?:on|with|for|to|after|because|since|to)\b)", re.IGNORECASE)
# Smoking said of oneself: "I'm a smoker" (health, and sensitive), "I'm an ex-smoker" (no longer).
SMOKER = lazy_regex(r"(?:an? )?(?:(former|ex-|ex |non-?|reformed )|(?:heavy|light|social|daily|chain|pack-a-day) )?"
                    r"smoker\b", re.IGNORECASE)
# What follows a pastime taken up that says how often or instead of what: "swimming instead", "running three mornings a
# week", "yoga twice a week".
# ... and a clause of its own run on after "and" ("started learning the cello and my fingers really hurt", as a
# dictated message runs on with no comma).
# Lessons or classes taken, and in what: "taking piano lessons", "taking Spanish classes" ("taking lessons": in what,
# it does not say).
LESSONS_TAKEN = lazy_regex(r"taking (?:(?:private |group |weekly |some )?((?:[\w'-]+ ){0,2}?[\w'-]+) )??"
                           r"(?:lessons|classes|courses)\b", re.IGNORECASE)
AND_OWN_CLAUSE = lazy_regex(r"\s+and (?:my|our) ", re.IGNORECASE)
TAKEN_UP_TAIL = lazy_regex(r"\s+(?:instead|again|too|as well|also|lately|recently|now|full[- ]time|part[- ]time)\b.*"
                           r"|\s+and (?:my|our) .*"
                           r"|\s+(?:once|twice|\w+ times)\b.*"
                           r"|\s+(?:one|two|three|four|five|six|seven|\d+|every|each|most|some|a few) "
                           r"(?:days?|mornings?|evenings?|nights?|afternoons?|weekends?|weeks?|times?)\b.*",
                           re.IGNORECASE | re.DOTALL)
# A pursuit taken up as work, said after it: "started tutoring full time".
FULL_TIME_TAKEN = lazy_regex(r"\s+full[- ]time\b", re.IGNORECASE)
# The user and someone named, their shared turn of life: "Jordan and I broke up in January", "Sam and I got engaged".
PAIR_EVENT = lazy_regex(r"(?:(?-i:[A-Z])[\w'-]+ (?:and|&) i|we) ((?:(?:just|finally|recently|officially) )*(?:broke up|"
                        r"split up|separated|got (?:married|engaged|divorced)|divorced)\b.*)", re.IGNORECASE)
# The pair parted, or wed, for some time now: "we've been divorced 2 years", "we have been separated since March",
# "we've been married 26 years".
WE_BEEN_PARTED = lazy_regex(r"we(?:'ve| have) (been (?:divorced|separated|married)\b.*)", re.IGNORECASE)
# The user and someone named, as one subject: "Jess and I got married", "Sam & I are engaged".
NAMED_PAIR = lazy_regex(r"((?-i:[A-Z])[a-z]+) (?:and|&) i (.+)", re.IGNORECASE)
# A child's parent and the user, as a pair: "Her mom and I got married", "His dad and I are engaged".
PARENT_PAIR = lazy_regex(r"((?:her|his|their) (mom|mother|mum|dad|father)) and I (.+)", re.IGNORECASE)
# A pair's parting, said of the user and a partner: "broke up last month", "split up", "separated in May".
PAIR_PARTED = lazy_regex(r"(?:(?:just|finally|recently|officially) )*(?:broke up|split up|separated|(?:got )?divorced|"
                         r"called it quits)\b(?! (?:the|a|an|it|them|that|this|these|those|my|our|his|her|their|into|"
                         r"over|about|laughing|some|all|both|each|\d+)\b)", re.IGNORECASE)
# The partner the user broke up with, named by the word for them: "broke up with my boyfriend" (not "my band").
BROKE_UP_WITH = lazy_regex(r"(?:(?:just|finally|recently|officially) )*(?:(?:broke|split) up with|split from) my "
                           r"(?:(?:long[- ]distance|long[- ]time|live-in|now[- ]ex) )?([\w-]+)\b(?!')", re.IGNORECASE)
# A marriage or an engagement the pair made or keeps: "got married", "just got engaged", "have been married for years"
# (not "were married", which may be over).
PAIR_WEDDED = lazy_regex(r"(?:(?:just|finally|recently|officially|both|now) )*(?:got|are|am|have been|'ve been)"
                         r"(?: (?:just|finally|recently|officially|now|happily))* (married|engaged)\b", re.IGNORECASE)
WEDDING_UNDONE = lazy_regex(r"\b(?:divorc|separat|split up|broke up|broke it off|called it off|annul|widow)",
                            re.IGNORECASE)
# A partner wedded is a spouse, or a fiancé engaged, unless said as one already; keyed by the word for them.
SPOUSES = frozenset(("wife", "husband", "spouse"))
PLURAL_VERBS = {"is": "are", "has": "have"}


def _wedded_as(formed: list[Proposal], event: str, kin: str = "") -> str:
    """The family key of the partner a pair's event gives the user ("got married": a spouse, "got engaged": a
    fiancé, whose gender no word says), when the event formed the user's relationship status; "" when it is none."""
    if not (wed := PAIR_WEDDED.match(event)) or WEDDING_UNDONE.search(event, wed.end()) or not any(
            p.subject == "relationship_status" and p.polarity == "assert" for p in formed):
        return ""  # "got married but then divorced": no partner now
    if kin in SPOUSES:
        return kin
    if wed.group(1).lower() == "married":
        return "spouse"
    return "fiance"  # a fiancé or a fiancée: one key, as a partner's gender is no part of it


# A move from one tool to another: "moved off MySQL to Postgres", "switched from VS Code to Neovim", "migrated from
# Jenkins to GitHub Actions". What is left and what is taken up, each a word or two.
MIGRATED = lazy_regex(r"(?:moved|migrated|switched|transitioned|went)(?: (?:over|everything|all|it|us))? "
                      r"(?:off(?: of)?|from|away from) (?P<old>[\w.+#-]+(?: [\w.+#-]+){0,2}?) "
                      r"(?:to|onto|over to|in favou?r of) "
                      r"(?P<new>[\w.+#-]+(?: (?!(?:and|or|for|last|in|on|at|with|but|so|because|since|about|a|an|the|"
                      r"now|this|to|from|after|before|over|instead|which|when|as|too|again|yesterday|today)\b)"
                      r"[\w.+#-]+)?)", re.IGNORECASE)
_SYSTEMS = lazy_regex(r"(?:windows|mac ?os|os ?x|linux mint|arch linux|linux|ubuntu|fedora|debian|chrome ?os)\b",
                      re.IGNORECASE)


def _migration(rest: str, who: str) -> list[Proposal]:
    """What a move between tools says: the database, system or tool taken up, and the database or system left (an editor
    switched to is keyed on itself, by the switch's own rule).
    Another move ("moved from Denver to Austin", "switched from tea to coffee") is no tool's."""
    if not (m := MIGRATED.match(rest)):
        return []
    old, new = (_phrase(m.group(g)).strip().lower() for g in ("old", "new"))
    moved = m.group()[0].lower() + m.group()[1:]
    said = _sentence(f"{who} {third_person(moved) if who == 'User' else moved}")
    new_db = next((d for d in DATABASES if new == d or new.startswith(f"{d} ")), None)
    if new_db:
        found = [Proposal("fact", f"database:{topic_slug(new_db)}", said, portability="local", confidence=0.6)]
        if old_db := next((d for d in DATABASES if old == d or old.startswith(f"{d} ")), None):
            found.append(Proposal("fact", f"database:{topic_slug(old_db)}", said, "retract", portability="local",
                                  confidence=0.6))
        return found
    if (system := _SYSTEMS.match(new)) and who == "User":
        name = OPERATING_SYSTEMS.get(re.sub(r"[\s-]", "", system.group().lower()), system.group().lower())
        found = [Proposal("fact", f"os:{name}", said, confidence=0.6)]
        if (left := _SYSTEMS.match(old)) and (
                was := OPERATING_SYSTEMS.get(re.sub(r"[\s-]", "", left.group().lower()), left.group().lower())) != name:
            found.append(Proposal("fact", f"os:{was}", said, "retract", confidence=0.6))  # "from Windows to macOS"
        return found
    if (subject := tool_domain(new)) and subject not in SWITCH_KEYED_ON_ITSELF:
        return [Proposal("preference", subject, said, confidence=0.6)]
    return []


def tool_domain(text: str) -> str | None:
    """The tool choice a "use ..." names first: "pnpm, never npm" (not "their yarn" in a cat's play)."""
    if not (m := TOOL_NAMED.match(text)):
        return None
    # caseless, as the case-blind match is: "bash" spelled with a long s and "vim" with a dotless i match (a
    # lowercased name missed the table and raised StopIteration out of the extractor)
    tool = caseless(m.group().split()[-1])
    if tool in AMBIGUOUS_TOOLS and not (TOOL_ANYWHERE.search(text, m.end()) or TECH_CONTEXT.search(text)):
        return None  # "I use yarn for knitting"
    return next((subject for tools, subject in TOOL_DOMAINS if tool in tools), None)


# A parent at home, its hyphens left out: "a stay at home mom" (its hyphens put back, as PARENT_WORDS has it).
STAY_AT_HOME_PARENT = lazy_regex(r"\bstay at home(?= (?:dad|daddy|father|mom|mum|mommy|mummy|mother|parent)\b)",
                                 re.IGNORECASE)
# What the user is when they say "I'm a ... dad", and the words that may come before it.
PARENTS = frozenset("dad daddy father mom mum mommy mummy mother parent".split())
# Recovery said after an addiction named: "an alcoholic who is recovering", "an addict in recovery".
RECOVERING_AFTER = lazy_regex(r"\b(?:recovering|in recovery)\b", re.IGNORECASE)
# The children a parent is "of", by which they are: "a mom of twin boys", "a dad of two girls" (all of one kind).
PARENT_OF_KIND = lazy_regex(r"^an? [\w-]+ of (?:(?:twin|two|three|four|five|2|3|4|5|little|young) )+(boys|sons|girls|"
                            r"daughters)\b", re.IGNORECASE)
PARENT_WORDS = frozenset("single divorced widowed proud new first-time working stay-at-home busy young full-time"
                         .split())


# The words the rules of Rules.acting that begin with one of several verbs look for first (see acting's opening).
LIKING_VERBS = frozenset(f"{verb}{s}" for s in ("", "s")
                         for verb in ("like", "love", "enjoy", "adore", "prefer", "hate", "dislike", "detest"))
QUIT_OPENINGS = frozenset("dropped finally gave just kicked officially packed quit stopped".split())
SHIPPED_VERBS = frozenset("fixed finished shipped deployed completed solved resolved launched released".split())


# The English of a machine translation, as the rules read it said plainly: "I possess two cats" ("I have"), "My body
# has the allergy to peanut" ("I have an allergy to peanut"), "the diabetes of type 2" ("type 2 diabetes"), "the
# laptop Lenovo ThinkPad" ("a Lenovo ThinkPad"), "From last year I am keeping the vegetarian diet" ("I am on a
# vegetarian diet"), "I am student of the master course" ("I am a master's student").
TRANSLATED_REWRITES = tuple((lazy_regex(pattern, re.IGNORECASE), plain) for pattern, plain in (
    (r"^i possess\b", "I have"),
    # a condition's stage, said with "I've got": "I've also got stage 3 kidney disease" (as "I have stage 3 ...")
    (r"^i(?:'ve| have)(?: also| just| now)* got (?=stage (?:[0-4]|i{1,3}|iv)[abc]? [a-z])", "I have "),
    # a condition found by a scan, told as a story: "they found a herniated disc at L5" (read as "I have ..."; what
    # a doctor says the user has stays the doctor's word, as test_what_the_user_only_reports_or_supposes_forms_nothing
    # pins)
    (r"^(?:they|the doctors?|the (?:mri|scan|x-?ray|ct scan|ultrasound|biopsy|tests?|bloodwork)) (?:found|showed|"
     r"revealed|confirmed) (?=an? (?:[\w-]+ ){0,2}(?:disc|disk|tear|fracture|hernia|tumou?r|cyst)\b)", "I have "),
    # a thing parted with in the present perfect, as the past says it: "I have sold my Volkswagen Passat"
    (r"^i(?:'ve| have) ((?:just |recently |finally |already )*(?:sold|got rid of|traded in|donated|rehomed) "
     r"(?:my|our)\b)", r"I \1"),
    # a thing got in the present perfect, or bought said formally: "I have purchased a Nissan Leaf", "I've just
    # adopted a cat"
    (r"^i(?:'ve| have)? ((?:just |recently |finally |now |also )*)(?:purchased|acquired) (?=(?:a|an|my|our|two|"
     r"three|some)\b)", r"I \1bought "),
    (r"^i(?:'ve| have) ((?:just |recently |finally |now |also )*(?:bought|adopted) (?:a|an|my|our|two|three)\b)",
     r"I \1"),
    (r"^my (?:body|organism) has\b", "I have"),
    (r"\bthe ([a-z]+) of (type (?:\d|one|two|i{1,2}))\b", r"\2 \1"),
    (r"\b(have|has) the (allergy|intolerance) (?:to|of|for)\b", r"\1 an \2 to"),
    (r"\b(have|has) the (laptop|notebook|phone|smartphone|tablet|computer|camera|watch) ((?-i:[A-Z])[\w-]*"
     r"(?: (?-i:[A-Z0-9])[\w-]*){0,3})", r"\1 a \3"),
    (r"^(?:from|since) (?:the )?(?:last|this) (?:year|month|spring|summer|autumn|fall|winter),? (?=i\b)", ""),
    (r"\b(am|'m) keeping (?:the|a) (vegetarian|vegan|pescatarian|plant-based|gluten-free|halal|kosher) diet\b",
     r"\1 \2"),
    (r"^i am (?:a )?student of the (master|bachelor|doctor|phd)(?:'s)? (?:course|program|programme|degree)",
     r"I am a \1's student"),
))
TRANSLATED_HINT = lazy_regex(r"^i possess\b| got stage | found | showed | revealed | confirmed |"
                             r"^i(?:'ve| have) (?:just |recently |finally |already )*(?:sold|got rid of|"
                             r"traded in|donated|rehomed) |^my (?:body|organism) has\b| of type |"
                             r"^i(?:'ve| have)? (?:just |recently |finally |now |also )*(?:purchased|acquired) |"
                             r"^i(?:'ve| have) (?:just |recently |finally |now |also )*(?:bought|adopted) |"
                             r"(?:have|has) the [a-z]+ |^(?:from|since) (?:the )?(?:last|this) |"
                             r"keeping (?:the|a) [a-z-]+ diet|"
                             r"student of the ", re.IGNORECASE)
# Indian English, read as the rules read plain English (each statement kept in the user's own words, see
# Rules.classify): "I stay in Whitefield, Bangalore" (where one lives; "staying" is a visit), "we shifted to Gurgaon"
# (moved), "settled in Mumbai since 10 years", "based out of Chennai", "native is Madurai" (from), "I am 29 only" (the
# age said with "only"), "I am having 8 years experience in SAP FICO".
INDIAN_ENGLISH_REWRITES = tuple((lazy_regex(pattern, re.IGNORECASE), plain) for pattern, plain in (
    # (not a stay: "I stay in London when I visit", "in Hiltons for work")
    (r"^(i|we) ((?:currently |now |also )?)stay in (?=(?-i:[A-Z]))" + A_VISIT_AFTER, r"\1 \2live in "),
    (r"^(i|we) ((?:just |recently |finally |also )?)shifted (?:back )?to (?=(?-i:[A-Z]))", r"\1 \2moved to "),
    (r"^(?:i'm|i am|im|we're|we are) settled in ((?-i:[A-Z])[\w-]*(?: (?-i:[A-Z])[\w-]*)?) since ([\w-]+ years?)\b",
     r"I have lived in \1 for \2"),
    (r"^(?:(?:i'm|i am|im) )?((?:currently |now )?)based out of (?=(?-i:[A-Z]))", r"I'm \1based in "),
    (r"(?<=\band )((?:currently |now )?)based out of (?=(?-i:[A-Z]))", r"I'm \1based in "),
    (r"^i am having (?=(?:\d{1,2}|[a-z]+)\+? (?:years?|yrs?) (?:of )?experience\b)", "I have "),
    (r"^(?:my )?native(?: place)? is (?=(?-i:[A-Z]))", "I'm from "),
    (r"^((?:i'm|i am|im) \d{1,2}) only(?=$|[,.!?])", r"\1"),
    (r"^((?:i'm|i am|im) )pure veg(?:etarian)?\b", r"\1vegetarian"),
    (r"^(my [\w-]+ and i|we) both are\b", r"\1 are both"),
))
INDIAN_ENGLISH_HINT = lazy_regex(r"stay in |shifted |settled in |based out of |native(?: place)? is | only\b|"
                                 r"am having |pure veg| both are ", re.IGNORECASE)
# The same, searched in the caseless clause: its source is lowercase ASCII, and its one class, [a-z], takes in the
# caseless text just what it takes case-blind in the clause (caseless folds the other letters a case-blind a-z takes),
# though caseless_pattern, keeping to what it can prove of any class, will not lower one.
TRANSLATED_HINT_CASELESS = lazy_regex(TRANSLATED_HINT.pattern)


def _said_as_is(text: str) -> str:
    """A clause of the user's as its statement, in their own words: "I stay in Pune" is "User stays in Pune", "I'm
    settled in Mumbai" "User is settled in Mumbai", "native is Madurai" "User: native is Madurai"."""
    if (m := _m(r"(?:i'm|i am|im) ", text)) is not None:
        return _sentence("User is " + third_person_possessive(text[m.end():]))
    if text[:2].lower() in ("i ", "we") and (m := _m(r"(?:i|we) ", text)) is not None:
        return _sentence("User " + third_person(text[m.end():]))
    return _sentence("User: " + third_person_possessive(text))


def _untranslated(text: str) -> str:
    """A clause in a machine translation's English said as the rules read it (TRANSLATED_REWRITES)."""
    for pattern, plain in TRANSLATED_REWRITES:
        text = pattern.sub(plain, text)
    return text


# The user married to a child's parent: "I'm married to her dad", "I am married to his mom".
MARRIED_TO_PARENT = lazy_regex(r"(?:i'm|i am|im) (?:happily |now )?married to (?:her|his|their) (dad|father|mom|mother|"
                               r"mum)\b(?!'s)", re.IGNORECASE)
# The user under supervision after a sentence, said of themselves (its "I'm" left out or not): "on parole til 2027",
# "I'm still on probation for another year" (not "a parole officer", "on parole hearings").
ON_PAROLE = lazy_regex(r"(?:(?:i'm|i am|im) )?(?:(?:still|currently|now|also) )?on (parole|probation)"
                       r"(?:(?: (?:til|till|until|through|for|since) [\w ]{1,30}?)?(?=$|[,.;!]| with\b| and\b))",
                       re.IGNORECASE)
def _nationality_said(phrase: str) -> list[Proposal]:
    """Where the user is from, said by a nationality before their job ("retired Canadian schoolteacher"), as "I'm
    Canadian" says it."""
    named = [word for word in phrase.split() if word.lower() in lx.NATIONALITIES and word[:1].isupper()]
    return [Proposal("user_model_attr", "location:origin", _sentence(f"User is {named[0]}"), confidence=0.55)
            ] if len(named) == 1 else []


# A job of the past keyed by its plain name, whatever word it was said by (as a relative is: "dad" is father):
# "a retired cop" is history:police_officer, "a former mailman" history:postal_worker.
HISTORY_JOB_KEYS = {"cop": "police_officer", "copper": "police_officer", "policeman": "police_officer",
                    "policewoman": "police_officer", "mailman": "postal_worker", "postman": "postal_worker",
                    "posty": "postal_worker", "mail_carrier": "postal_worker", "sparky": "electrician",
                    "sparkie": "electrician", "chippy": "carpenter", "chippie": "carpenter", "brickie": "bricklayer",
                    "bricky": "bricklayer", "firie": "firefighter", "fireman": "firefighter", "ambo": "paramedic",
                    "truckie": "truck_driver", "trucker": "truck_driver", "cabbie": "taxi_driver",
                    # (a police force's officer, by the force's name: "a retired RCMP officer", "a Mountie")
                    "rcmp_officer": "police_officer", "mountie": "police_officer", "police_constable": "police_officer",
                    "state_trooper": "police_officer", "trooper": "police_officer"}
# A job retired from, said as who the user is with its "I'm a" left out: "Retired Canadian schoolteacher, 68",
# "retired nurse here" (the job ends the noun phrase).
RETIRED_JOB_DROPPED = lazy_regex(r"retired (?!(?:coast|national) guard\b)(?:[\w-]+ ){0,2}?([\w-]+)"
                                 r"(?=$|,| here\b| and\b| so\b| now\b)", re.IGNORECASE)
# A job held for a while, its "I've" left out: "been a pharmacy tech at Walgreens all through school", "been a nurse
# since 2009".
BEEN_A_JOB_DROPPED = lazy_regex(r"been an? (?:[\w-]+ ){0,2}?(?:" + "|".join(sorted(lx.JOBS, key=len, reverse=True))
                                + r")s? (?:at|for|since|with)\b", re.IGNORECASE)
# A parent of children counted, said with their status: "Divorced dad of 3", "I'm a single mom of two boys", "a widowed
# father of four" (not "a single mom of a toddler's friend": a count, then children or nothing).
PARENT_OF_WITH_STATUS = lazy_regex(
    r"(?:(?:i'm|i am|im) )?(?P<a>(?:a|an) )?"
    r"(?P<said>(?:proud )?(?:single|divorced|widowed|separated) "
    r"(?:mom|mum|mother|dad|father|parent) of (?:\d{1,2}|two|three|four|five|six|seven|eight)"
    r"(?: (?P<kids>kids|children|boys|girls|sons|daughters))?)(?=$|[,.;:!?(]| (?:and|but|so|who|now)\b)", re.IGNORECASE)


# What was got in place of a thing parted with: "... and got a minivan", "and bought an iPad instead".
GOT_INSTEAD = lazy_regex(r"\band (?:then )?(?:got|bought|picked up|leased|switched to|"
                         # "went mirrorless with a Sony A1": the kind changed to, and the one got
                         r"went (?:mirrorless|digital|electric|full[- ]frame|hybrid) with) "
                         r"(an? (?:[\w'-]+ ){0,3}?[\w-]+)"
                         # (what it is for or when after it is none of it: "a used 35' Duffy for the tuna season")
                         r"(?=$|[,.;!]| (?:instead|now|lol|haha|for|last|this|in|from|off)\b)", re.IGNORECASE)
# A length in feet before a name, which makes the thing a boat: "a 35' Duffy", "a 40-foot Hatteras" (a boat's length,
# twelve feet and more: not "a 6' Christmas tree", nor "a 6'2 guy").
BOAT_LENGTH = lazy_regex(r"(?:^|\s)(?:1[2-9]|[2-9]\d|1\d\d)(?:'|\u2019|-ft|-foot) (?-i:[A-Z])[a-z]", re.IGNORECASE)
BOAT_FEET = lazy_regex(r"(?:(?<=\s)|^)\d{1,3}(?:'|\u2019|-ft|-foot) (?=(?-i:[A-Z]))", re.IGNORECASE)
# One learning to fly: "a student pilot", "Student pilot" (its article dropped).
STUDENT_PILOT = lazy_regex(r"(?:an? )?student pilot\b", re.IGNORECASE)
# Who the user is, then their age between commas, opening the clause: "Masters swimmer, 52", "Retired machinist, 70,
# and bored".
ROLE_THEN_AGE = lazy_regex(r"(?P<role>(?:[\w-]+ ){0,3}(?P<head>[a-z-]+)), (?P<age>[1-9]\d)(?=\s*$|,)", re.IGNORECASE)
# The aid a condition is kept in check with, said after it: "type 1 diabetic on an insulin pump", "... on a CPAP".
CONDITION_ON_AID = lazy_regex(r"\s(on an? (?:[\w-]+ )?(?:pump|cpap|bipap|monitor|cgm|inhaler|oxygen))\b", re.IGNORECASE)
# The user's children, by how many and their ages: "my two girls are 4 and 7", "my boys are 9 and 12" (ages said:
# "my girls" alone may be friends).
KIDS_AGED = lazy_regex(r"my ((?:two|three|four|five|2|3|4|5|twin|little) )?(?:(?:youngest|oldest) )?(kids|children|"
                       r"boys|girls|sons|daughters) (?:are|r) (?:ages? )?\d{1,2}\b", re.IGNORECASE)
KIDS_KIN = {"kids": "kid", "children": "kid", "boys": "son", "sons": "son", "girls": "daughter",
            "daughters": "daughter"}
# A language spoken or being learned, said in Hinglish: "Hindi thoda thoda aata hai", "Marathi seekhna hai", "Tamil
# seekh rahi hoon", "mujhe Bengali aati hai".
HINGLISH_LANGUAGE = lazy_regex(r"\b(" + _LANGUAGES + r") (?:(?:thoda (?:thoda |sa )?|bahut |achhi |achchi |acchi |"
                               r"thodi (?:thodi )?)?(?:aata|aati) hai|(?:seekhna|sikhna|seekhni|sikhni) hai|"
                               r"(?:seekh|sikh) (?:raha|rahi) (?:hoon|hun|hu))\b", re.IGNORECASE)
# An age, then who the user is, after a comma: "I'm 57, a retired dentist", "I am 34, an ER nurse".
AGE_THEN_ROLE = lazy_regex(r"(?:i'm|i am|im) (\d{1,2}), (an? [^,;]{3,60}?)(?=\s*$|,)", re.IGNORECASE)
# The same joined by "and", whose role is read only as a job ("I'm 29 and a software engineer"; not "I'm 27 and a
# total beginner", "I'm 40 and a half").
AGE_AND_JOB = lazy_regex(r"\b(?:i'm|i am|im) (\d{1,2}) and (an? [\w-]+(?: [\w-]+){0,2}?)(?=\s*$|[,.;!?]| and\b| but\b|"
                         r" so\b| in\b| at\b)", re.IGNORECASE)
# A household's diet or faith, said with "we": "We're vegetarian", "we are Jain family only", "we're all vegan".
WE_ARE_KIND = lazy_regex(r"(?:we're|we are|were) (?:all |both |a )?(?P<said>[\w-]+)(?: (?:family|household|people|"
                         r"folks))?(?: only)?(?=\s*$|\s*[,.;!]| and\b| but\b| so\b| too\b)", re.IGNORECASE)
FAITH_KEYS = frozenset(word.lower().replace(" ", "_").replace("-", "_") for word in lx.FAITHS)
# The office the user is in, by its town: "in the Irvine office", "now in our Leeds branch" (not "in the office").
IN_THE_OFFICE = lazy_regex(r"(?:(?:now|based|currently|mostly) )?in (?:the|our) ((?-i:[A-Z])[\w'-]*(?: (?-i:[A-Z])"
                           r"[\w'-]*){0,2}) (?:office|branch|site|plant|campus)\b", re.IGNORECASE)
# A condition's stage said before it: "stage 3 kidney disease", "stage IIb breast cancer", "end-stage renal disease".
STAGED = lazy_regex(r"(?:stage (?:[0-4]|i{1,3}|iv)[abc]?|(?:end|late|early)[- ]stage) (?=[a-z])", re.IGNORECASE)

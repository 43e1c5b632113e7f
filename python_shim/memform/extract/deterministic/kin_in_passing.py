"""Kin and pets named in the user's own doing, and what is said in passing."""

from __future__ import annotations

import re
from dataclasses import replace

from memform.extract import lexicon as lx
from memform.extract.patterns import alternatives, lazy_regex
from memform.extract.text import ForeignRegions, caseless

from .learner_english import _LANGUAGES, BELIEF_KEYS, LEFT_THE_FAITH, RAISED, RAISED_IN_FAITH
from .long_messages import FOR_KINS, KIN_OWNS, MY_AID_DOES, OBSESSED, OTHER_SUBJECT, _aid_key, _sensitivity, _sentence
from .phrases import _phrase
from .places_and_work import CHILDREN, _asked_after
from .statements import third_person, third_person_possessive
from .subjects import Proposal, _kin, _pet, _singular, _words, slug_word, topic_slug, unresolved
from .things_held import OWN_OR_HOUSEHOLD_CLAUSE, _a


def _left_faith(text: str) -> list[tuple[Proposal, str, int]]:
    """A faith raised in and left, across the clauses that tell it: "I was raised Baptist but I left organized
    religion" takes back that the user is Baptist (raised in it alone, they may be or not: nothing)."""
    out = []
    regions = None
    for raised in RAISED.finditer(text):
        if not (faith := RAISED_IN_FAITH.match(text, raised.end())) or not (
                left := LEFT_THE_FAITH.match(text, faith.end())):
            continue
        if regions is None:
            regions = ForeignRegions.of(text)
        if _asked_after(text, left.end()) or regions.touch(raised.start(), left.end()) or (
                HEDGED_AFTER.match(text, left.end())):
            continue
        named = " ".join(faith.group(1).split())
        slug = BELIEF_KEYS.get(named.lower()) or topic_slug(named) or slug_word(named.lower())
        said = text[raised.start():left.end()]
        out.append((Proposal("user_model_attr", f"identity:{slug}", _sentence("User " + third_person(said[2:])),
                             "retract", sensitivity="sensitive", confidence=0.6), said, raised.start()))
    return out


# A relative or a pet named in the user's own doing, not in a clause about theirs (which forms nothing, "My sister
# just sold her car"): the user with them ("me and my gf hit 3 yrs"), a child born to the user ("our son Theo was
# born in August"), or a pet the user keeps and cares for ("food for my two cats", "I live alone with only my little
# dog Pepper"; "with my dog" said in passing restates what is known, and a relative there is company, not news).
# A word before it says which one, not whether they are the user's: "my ex husband", "my late wife", "my future
# husband" are not matched.
_KIN_WORDS = ("wife|husband|partner|son|sons|daughter|daughters|brother|brothers|sister|sisters|fianc[e\u00e9]e?|"
              "girlfriend|boyfriend|gf|bf|hubby|stepson|stepdaughter|twins?|mom|mum|mother|dad|father|kids|children")
# Where the household is: "We're in El Paso", "we r in el paso" (read as "I'm in ..." is, its passing stays too).
# (or stationed: "We're stationed at JB Charleston right now", where a service family lives)
WE_ARE_IN = lazy_regex(r"we(?:'re| are| r) (?:(?:currently|now|still|based) )?(in .+|stationed (?:at|in) .+|"
                       # a home rented or lived in: "We're renting in Columbus now", "we're living in a flat in Leeds"
                       r"renting .+|living (?:in|with) .+)",
                       re.IGNORECASE)
# The user and a relative as one subject, the user named first: "me and my wife are catholic", "me & my husband live
# in Austin", "I and my husband have hosted" (what the pair is, has or where it lives; "me and my mum went shopping"
# stays the mum's mention).
ME_AND_MY = lazy_regex(r"(?:me|i) (?:and|&|\+) (?:my|the(?= (?:missus|missis|wife|hubby)\b)) ((?:[\w'-]+ ){0,2}?(?:"
                       + _KIN_WORDS + r"|missus|missis))\b(?!'s) "
                       r"((?:are|r|were|have|live|lived|moved|just|both|also|still|recently)\b.+)", re.IGNORECASE)
# The user's spouse called "the" one before "and I": "the wife and I run a cow-calf outfit", "The hubby and I moved".
THE_SPOUSE_AND_I = lazy_regex(r"the (?:wife|husband|hubby|missus|missis) (?:and|&) i\b", re.IGNORECASE)
# Breeds that are other things too ("my boxer shorts", "my Persian rug"): a pet only when named ("my boxer Rocky").
AMBIGUOUS_BREEDS = frozenset("""boxer boxers shepherd shepherds hound hounds persian siamese bengal calico tabby maltese
    newfoundland bobtail lab labs collie dane danes setter setters springer springers pyrenees himalayan
    abyssinian""".split())
# What a pet is said to be before its kind: "our rescue dog", "my senior greyhound", "my old lab Max" (not a foster,
# which is no pet of the user's).
PET_SAID_OF = frozenset("rescue rescued senior elderly adopted shelter sweet old new little big baby lazy grumpy "
                        "fat goofy".split())
# The first words of breeds named by two ("a Great Dane", "a German Shepherd"), the second in lx.BREEDS.
BREED_FIRST_WORDS = frozenset("great german australian english irish golden border jack bernese cavalier french "
                              "springer cocker rhodesian siberian alaskan italian shetland".split())


def _is_pet_word(words: list[str]) -> bool:
    """Whether the words open on a pet's kind, said with one word or two ("dog", "greyhound", "great dane")."""
    return (words[0] in lx.PETS or _singular(words[0]) in lx.PETS or words[0] in lx.BREEDS
            or words[0] in lx.YOUNG_PETS or (words[0] in BREED_FIRST_WORDS and words[1:2] != []
                                            and words[1] in lx.BREEDS))


_PET_WORDS = "|".join(sorted({*"dog dogs puppy puppies pup pups cat cats kitten kittens kitty rabbit rabbits bunny "
                               "hamster parrot tortoise turtle".split(), *lx.BREEDS}, key=lambda w: (-len(w), w)))
_WHICH_ONE = (r"(?:(?:little|big|older|younger|baby|twin|eldest|oldest|youngest|elder|two|three|four|dear|lovely|sweet|"
              r"beautiful|adorable|poor|old|wee|rescue|senior|(?-i:" + "|".join(sorted(w.capitalize() for w in
                                                                        lx.NATIONALITIES)) + r")) )*")
# (a relative's land, capitalized as it is written, is no other one: "with my Japanese husband")
# A relative of the user's asking or telling them to do something, opening the clause: "My daughter asked me to sew
# her prom dress", "my husband wants me to..." (what they ask is reported; that they are the user's is not).
KIN_ASKED_ME = lazy_regex(r"my " + _WHICH_ONE + r"(" + _KIN_WORDS + r"|grandson|granddaughter|grandkids|grandma|"
                          r"grandpa|niece|nephew) (?:just |finally |also |keeps? |always )?(?:asked|asks|asking|told|"
                          r"tells|begged|wants|wanted|needs|needed|convinced|talked) me (?:into |to )", re.IGNORECASE)
# Children or pets with their ages or names in brackets: "two kids (son 12, daughter 9)", "twin boys (5)", "3 kids (4,
# 7 and 10)", "two cats (Miso and Pepper)".
KIN_BRACKETED = lazy_regex(r"(?P<kids>(?:[\w'-]+ ){0,3}(?:kids?|child|children|boys?|girls?|sons?|daughters?|twins|"
                           + _PET_WORDS + r"))\s*\((?P<aged>(?:(?:sons?|daughters?|boys?|girls?|twins?|ages?|aged|and|"
                           r"yo|y/o|yrs?|years?|old|\d{1,2}|(?-i:[A-Z][a-z]+))\b[\s,&]*)+)\)?\s*$", re.IGNORECASE)
BRACKETED_TAIL = lazy_regex(r"\s*\([^()]{0,60}\)?\s*$")
KIN_IN_BRACKETS = {"son": "son", "sons": "son", "boy": "son", "boys": "son", "daughter": "daughter",
                   "daughters": "daughter", "girl": "daughter", "girls": "daughter"}
WITH_KIN = lazy_regex(r"me (?:and|n|&) my " + _WHICH_ONE + r"(" + _KIN_WORDS + r")\b(?!-)", re.IGNORECASE)
# ... a partner said so later in the clause, where "me and my mom" may be a moment's company: "a game me and my
# girlfriend can play".
HOUSEHOLD_WITH_KIN = lazy_regex(r"(?<=\s)me (?:and|&) my (wife|husband|hubby|partner|fianc[e\u00e9]e?|girlfriend|"
                                r"boyfriend|gf|bf)\b(?!-|'s) (?:can|could|will|would|are|have|both|just|love|like|"
                                r"play|live|went|go)\b", re.IGNORECASE)
# A pet's kind or breed after "my" or "our", a breed that is another thing too only with its name ("our lab Max", not
# "our lab is shut on Fridays"; "a Great Dane", with its first word, is a dog whatever follows).
_PET_KIND = (r"(?:(?:" + "|".join(sorted(BREED_FIRST_WORDS)) + r") (?:" + "|".join(sorted(lx.BREEDS)) + r")|"
             + "|".join(word for word in _PET_WORDS.split("|") if word not in AMBIGUOUS_BREEDS)
             + r"|(?:" + "|".join(sorted(AMBIGUOUS_BREEDS)) + r")(?= (?-i:[A-Z])[a-z]+\b))")
# The user's own pet, liked: "obsessed with my rescue greyhound Pickles", "I adore our old cat": keyed on the pet's
# kind as said, not on what it is said to be or its name.
OWN_PET_LIKED = lazy_regex(r"(?:my|our) " + _WHICH_ONE + r"(" + _PET_KIND + r")(?: (?-i:[A-Z])[a-z]+)?$",
                           re.IGNORECASE)
# A child of the user's named by their age alone (searched lowercased): "our 14 month old still wakes", "my 3 year old
# refuses to eat", "sleep training our 9-month-old and" (not "my 3 year old laptop", "our 10 year old dog": a thing or
# a pet said after the age).
KID_BY_AGE = lazy_regex(
    r"\b(?:my|our) (?:(?:little|baby|new|youngest|eldest|oldest) )?(?:\d{1,2}(?:\.\d)?|one|two|three|four|five|six|"
    r"seven|eight|nine|ten|eleven|twelve|fifteen|eighteen)[- ](?:months?|years?|yrs?|mos?|weeks?|wks?)[- ]old"
    r"(?:'s(?= )|s?(?=\s*(?:$|[,.;:!?)\u2014-])|\s+(?:is|was|has|had|still|won't|wont|doesn't|does|did|didn't|keeps|"
    r"kept|just|refuses|wakes|woke|sleeps|slept|naps|and|who|will|can|can't|cant|hates|loves|started|starts|goes|went|"
    r"only|never|always|gets|got|wants|fights|screams|cries|needs|finally|now|to|in|at|into|from|with|through|on)\b))")
OUR_CHILD = lazy_regex(r"our ((?:(?:little|baby|eldest|oldest|youngest|older|younger|first|second|third|new|rescue|"
                       r"senior|old|two|three) )?(?:son|daughter|sons|daughters|kids|children|twins|baby boy|baby girl|"
                       # a pet by its kind or its breed: "our rescue mutt loves the beach", "our Great Dane Moose"
                       + _PET_KIND + r")\b(?!-|'s).+)", re.IGNORECASE)
BORN_TO = lazy_regex(r"(?:my|our) (?:(?:baby|little|first|second|third) )?(son|daughter|twins|baby boy|baby girl)"
                     r"(?: (?-i:[A-Z][a-z]+))? (?:was|were) born\b", re.IGNORECASE)
PET_AFTER = lazy_regex(r"\b(?:(?:food|medicine|meds|insurance|vet|bed|beds|litter|door|flap|leash|collar|harness|crate|"
                       r"carrier|bowl|kennel|toys?|treats|groomer|sitter|walker) for|with only|with just) "
                       r"(?:both |all )?(?:my|our) " + _WHICH_ONE
                       + r"(" + _PET_WORDS + r")\b(?!-|'s)", re.IGNORECASE)
# A pet introduced by name or pronoun: "biscuit he's my beagle", "Pepper is our cat" (not "This is my dog's bowl",
# "she's my dog walker").
PET_IS_MINE = lazy_regex(r"(?:^|(?<=\s))(?P<name>he|she|(?!(?:This|That|It|Here|There|What|Which|Who|Mine)\b)"
                         r"(?-i:[A-Z])[a-z]+)"
                         r"(?:'s|\u2019s| is) (?:my|our) " + _WHICH_ONE + r"(?P<pet>" + _PET_WORDS + r")"
                         r"(?=\s*(?:$|[,.;!?\u2014\u2013-]|(?:and|but|so|who|which|named|called|he|she)\b))",
                         re.IGNORECASE)
# A relative the user looks after: "to take care of my grandma full time", "I have power of attorney for my mom",
# "my mom moved in with us" is read as the mother's own doing.
CARES_FOR = lazy_regex(r"\b(?:(?:tak(?:e|es|ing)|took) care of|look(?:s|ed|ing)? after|car(?:e|es|ed|ing) for|"
                       r"caregiver (?:for|to)|power of attorney (?:for|over)|guardian (?:of|for)|"
                       r"liv(?:e|es|ing) with|moved in with) my " + _WHICH_ONE + r"(" + _KIN_WORDS
                       + r"|grandmother|grandma|grandfather|grandpa|granny|nan)\b(?!-|'s)", re.IGNORECASE)
CARE_VERB = lazy_regex(r"(?:take|took|taking|look|looked|looking|care|cared|caring|live|lived|living|moved)\b")
# The user just before a verb: "I live with…", "I'm taking care of…", "…to take care of…".
USER_BEFORE = lazy_regex(r"(?:^|\b(?:i|i'm|im|i've|ive|to|and)\s+)(?:(?:also|still|just|now|basically|mostly|"
                         r"currently|been|am|have|finally|full[- ]time)\s+)*$", re.IGNORECASE)
# A relative the user sets themselves beside, opening the sentence: "Unlike my brother, who's a surgeon, …", "Just like
# my mom, I …" (not "I don't like my sister's boyfriend": the relative must open the clause, a comma or its end end it).
LIKE_MY_KIN = lazy_regex(r"(?:(?:just|much|a lot|a bit|kind of|totally) )?(?:un)?like my " + _WHICH_ONE + r"("
                         + _KIN_WORDS + r"|grandmother|grandma|grandfather|grandpa|parents)\b(?!-|')[^,]{0,40}(?:,|$)",
                         re.IGNORECASE)
# A relative of the user's told of in a clause of their own: "my girlfriend who has never camped", "my dad, who was a
# Ford man".
KIN_WHO = lazy_regex(r"\bmy " + _WHICH_ONE + r"(" + _KIN_WORDS + r")\b,? who(?:'s| is| was| has| had| loves| hates|"
                     r" works| lives| thinks| never| always| still| just| also| doesn't| does)\b", re.IGNORECASE)
# A relative a pursuit is kept up with: "… every morning with my husband", "with my dad most weekends".
PURSUED_WITH_KIN = lazy_regex(r"\bwith my " + _WHICH_ONE + r"(" + _KIN_WORDS + r")\b(?!-|')", re.IGNORECASE)
# A relative the user writes this message for, the user's own doing: "I'm typing this for my nan", "(typing for my mum
# as her hands are bad)", "this is Priya writing on behalf of my dad", "I'm asking for my son, he's 7" (not "typing
# this for a neighbour", "asked me to type this for him", "asking for a friend").
KIN_WRITTEN_FOR = lazy_regex(r"\b(?:typing|writing|asking|messaging|texting|posting)(?: (?:this|it|these|on here))? "
                             r"(?:for|on behalf of) my " + _WHICH_ONE + r"(" + _KIN_WORDS + r"|grandmother|grandma|"
                             r"grandfather|grandpa|granny|gran|nan|nana|nanna|grandad|granddad|grandson|granddaughter|"
                             r"parents|stepdad|stepmum|stepmom|aunt|uncle)\b(?!-|'s|\u2019s)", re.IGNORECASE)
# What may come before such a doing: the user ("I'm", "I am just"), nothing but a bracket or a greeting's comma, or the
# user named ("this is Priya", "it's Tom").
WRITER_BEFORE = lazy_regex(r"(?:^|[(\-\u2014,:]\s*|\b(?:this is|it's|it is|here's) (?-i:[A-Z])[a-z]+\s+)$",
                           re.IGNORECASE)
ASKER_BEFORE = lazy_regex(r"\b(?:i'm|im|i am|i\u2019m)\s+(?:(?:just|only|actually|really)\s+)?$", re.IGNORECASE)
KIN_ALIASES = {"gf": "girlfriend", "bf": "boyfriend", "hubby": "husband", "fianc\u00e9": "fiance",
               "fianc\u00e9e": "fiancee", "baby boy": "son", "baby girl": "daughter",
               "twin boys": "son", "twin girls": "daughter"}
# What the household has, named first: "one cat", "two boys", "a second cat AND a rabbit" (not "two options").
HOUSEHOLD_OWN = lazy_regex(r"(?:(?:a|an|one|two|three|four|five|\d+|a second|another|a new) )?(?:[\w-]+ )?(?:"
                           # a pet named by two words: "a Saint Bernard", "a bearded dragon", "a leopard gecko"
                           + "|".join(sorted((name.replace("_", " ") for name in lx.PET_NAMES), key=len, reverse=True))
                           + "|" + _PET_WORDS + r"|rabbits|boys|girls|sons?|daughters?|kids?|children|twins)\b",
                           re.IGNORECASE)


# Schooling said by its year or its level and the school: "I'm in my final year of BCom at Strathmore", "200 level Law
# at OAU Ife" (a Nigerian university's level), "I'm at University of Ghana, Legon, reading Political Science",
# "reading History at Durham" (read, British for studied: a subject of the list, not "reading Dune at the beach").
_DEGREES = (r"(?:b\.?com|bsc|b\.?sc|ba|b\.?a|beng|b\.?eng|btech|b\.?tech|bed|b\.?ed|llb|mbbs|mbchb|bpharm|bba|bds|msc|"
            r"m\.?sc|ma|mba|meng|mphil|phd|hnd|ond)")
_SUBJECTS_READ = (r"(?:law|medicine|history|english|maths|mathematics|physics|chemistry|biology|economics|politics|"
                  r"political science|philosophy|psychology|engineering|(?:mechanical|civil|electrical|chemical) "
                  r"engineering|computer science|accounting|accountancy|nursing|pharmacy|architecture|geography|"
                  r"sociology|classics|music|modern languages|theology|business(?: administration)?|finance|"
                  r"dentistry|veterinary medicine|microbiology|biochemistry|agriculture|mass communication|"
                  r"international relations|statistics)")
_SCHOOL_NAMED = r"(?-i:[A-Z])[\w.'&-]*(?: (?:of |and )?(?-i:[A-Z])[\w.'&-]*){0,4}"
SCHOOLING_SAID = lazy_regex(
    r"\b(?:(?:i'm|i am) (?:in |doing )?(?:my )?|my )(?:first|second|third|fourth|fifth|final|last|\d(?:st|nd|rd|th))"
    r"[ -]year (?:of|in|studying|doing) (?:a |an |my |the )?(?:" + _DEGREES + r"|" + _SUBJECTS_READ + r")"
    r"(?: (?:degree|course|programme|program|in [\w ]{3,30}?))? at (?:the )?" + _SCHOOL_NAMED
    + r"|(?:^|(?<=^yes, )|(?<=^yeah, )|(?<=[.!?\n] )|(?<=\bi'm )|(?<=\bi am ))[1-7]00 ?level (?:student (?:of |in )?)?"
    + _SUBJECTS_READ + r" (?:at|in) (?:the )?" + _SCHOOL_NAMED
    + r"|\b(?:i'm|i am) at (?:the )?" + _SCHOOL_NAMED + r"(?:, (?-i:[A-Z])[\w-]+)?,? (?:reading|studying) "
    + _SUBJECTS_READ
    + r"|\b(?:i'm|i am) (?:now |currently )?reading " + _SUBJECTS_READ + r" at (?:the )?" + _SCHOOL_NAMED,
    re.IGNORECASE)
# The user's home said after what else they say of themselves, as a participle or a conjunct: "I am a retired colonel,
# now living in Freiburg", "..., and now reside in Beaufort, South Carolina", "and have since settled in Dehradun"
# (the sentence opens on "I": HOME_IN_PASSING_OWNER).
HOME_IN_PASSING = lazy_regex(r"(?:,|\band) (?:(?:have|'ve) )?(?:since |now |today |currently )*(?:living|reside|"
                             r"residing|settled|live)(?: permanently| happily)? in ((?-i:[A-Z])[\w'-]+(?:,? "
                             r"(?-i:[A-Z])[\w'-]+){0,3})", re.IGNORECASE)
# A home the user shares, said of the one who shares it or of the move in: "She lives with us in Bologna", "my Korean
# mother-in-law lives with me in Busan", "Just moved in with my boyfriend in Austin" (the user's home is the place).
HOME_SHARED_IN = lazy_regex(r"\b(?:(?:she|he|they|(?:my|our) (?:[\w-]+ )?[\w-]+)(?: now| still| also)? (?:lives|live|"
                            r"is living|are living|has lived|have lived) with (?:us|me)|"
                            r"(?:(?<=^)|(?<=^just )|(?<=[.!?] )|"
                            r"(?<=[.!?] just )|(?<=\bi )|(?<=\bi've )|(?<=\bi have )|(?<=\bwe ))"
                            r"(?:(?:just|recently|finally|officially) )*"
                            r"moved in (?:together )?with (?:my|our) [\w-]+)(?: now| full[- ]time)? in "
                            r"((?-i:[A-Z])[\w'-]+(?: (?-i:[A-Z])[\w'-]+){0,2})", re.IGNORECASE)
# The land the user is from, said of what is sent there or of a relative there while the user lives away: "send money
# home to Guatemala", "My father had a stroke back home in Kathmandu" (not "I'm back home in Leeds": a return).
ORIGIN_BACK_HOME = lazy_regex(r"\bsend(?:s|ing)? (?:money|cash|remittances?|[$£€₱₦]\s?[\d,.]+k?)(?: back)? home to "
                              r"((?-i:[A-Z])[\w'-]+(?: (?-i:[A-Z])[\w'-]+){0,2})"
                              r"|\bmy [\w-]+\b[^.!?\n]{0,60}? back home in "
                              r"((?-i:[A-Z])[\w'-]+(?: (?-i:[A-Z])[\w'-]+){0,2})",
                              re.IGNORECASE)
# The user's home said as how far they are from a relative's: "I'm three hours away in London"; or said of the pair,
# "We're both in Melbourne" (not "this weekend", "for now": a stay).
HOME_AWAY_IN = lazy_regex(r"\b(?:i'm|i am|we're|we are) (?:(?:about |only |just )?(?:a|an|one|two|three|four|five|six|"
                          r"\d+|a few|several|many) (?:hours?|miles?|minutes?|km|kilometres?|kilometers?|flights?) "
                          r"(?:away|off)|both|all)(?: living)? in ((?>(?-i:[A-Z])[\w'-]+(?: (?-i:[A-Z])[\w'-]+){0,2}))"
                          r"(?! (?:this|next|for|until|till|on|today|tonight|tomorrow)\b)", re.IGNORECASE)
# A pay said after the job, as the job's: "I'm a dental nurse on £24k", "I'm a TA on about £19k a year" (not "on a
# £10k loan", "on £50 a week" of spending).
PAID_ON = lazy_regex(r"\b(?:i'm|i am) (?:an? )?[\w -]{2,40}? on (?:about |around |roughly |~)?[£$€]\s?\d[\d,.]*k\b"
                     r"(?: (?:a|per) (?:year|annum)| pa\b| p\.a\.)?(?! (?:loan|debt|overdraft|budget|mortgage)\b)",
                     re.IGNORECASE)
# A partner the user is moving in with: "Moving in with my fiancé next month", "we're moving in with my girlfriend".
MOVING_IN_WITH = lazy_regex(r"(?:^|(?<=[.!?] )|(?<=\bi'm )|(?<=\bi am )|(?<=\bjust ))(?:moving|moved) in "
                            r"(?:together )?with my (boyfriend|girlfriend|partner|fianc(?:e|é|ee|ée)|husband|wife)\b",
                            re.IGNORECASE)
# A language said to be the user's in a clause after it: "writing my memoirs in English, which is my second language".
LANGUAGE_WHICH_IS_MINE = lazy_regex(r"\b([A-Z][a-z]+), which is my (?:second|first|third|native|mother|main|home) "
                                    r"(?:language|tongue)\b")
# A child said with the user's age: "I'm 24 with a 2 year old daughter", "I'm 31, with two kids under 5".
AGE_WITH_CHILD = lazy_regex(r"\bi(?:'m| am) \d{1,2},? with (?:a|an|one|two|three) (?:[\w-]+[ -]years?[ -]old |"
                            r"[\w-]+[ -]months?[ -]old |little |young |baby |newborn |teenage )?(daughter|son|boy|girl|"
                            r"kid|child|baby|daughters|sons|boys|girls|kids|children|babies)\b", re.IGNORECASE)
# How the user would have replies, said as a formal wish: "I should therefore appreciate concise replies", "I would be
# grateful for brief answers".
REPLIES_WISHED = lazy_regex(r"\bi(?: should| would|'d)(?: therefore| really| very much| much)? (?:appreciate|prefer|be "
                            r"grateful for|like) ((?:concise|brief|short|shorter|simple|detailed|plain[- ]english|"
                            r"step[- ]by[- ]step|clear|large[- ]print) (?:replies|answers|responses|explanations))\b",
                            re.IGNORECASE)
# A nationality said before the user's job: "I'm a Nigerian nurse in Houston" (where the user is from, as "I'm
# Nigerian" says it; not "a British Airways pilot", a firm's name).
NATIONALITY_BEFORE_JOB = lazy_regex(r"\bi(?:'m| am) an? ((?-i:[A-Z])[a-z]+) (?!(?-i:[A-Z]))((?:[\w-]+ ){0,2}?[\w-]+)\b",
                                    re.IGNORECASE)
# A status said in passing after the user's job: "I'm a nurse in Houston, 6 years here, green card holder".
STATUS_IN_PASSING = lazy_regex(r"(?:^\s*|(?<=[.!?] ))i(?:'m| am) [^.!?\n]{3,80}?(?:,|\band) (?:a |an )?"
                               r"(green card holder|permanent resident|(?:here )?on an? (?:work|student|spouse|"
                               r"skilled worker|h-?1b|tier 2) visa|naturali[sz]ed citizen)\b",
                               re.IGNORECASE | re.MULTILINE)
# Whose the sentence is: the user's, saying what they are or what their working life was (not whom they met: "I met
# Tom, now living in Rome"), with no one else named before the home ("I am my mum's carer, now living in Leeds").
HOME_IN_PASSING_OWNER = lazy_regex(r"\s*i(?:'m| am| was| (?:(?:also|then|proudly) )?(?:retired|served|worked|left|"
                                   r"spent|moved|grew up|was born|qualified|trained))\b", re.IGNORECASE)
# A young pet brought home, said with its age: "We brought home an 8 week old cocker spaniel puppy", "I just picked
# up a 10-week-old kitten" (the household's, the user's too); one given up, "We had to rehome our husky puppy".
PET_BROUGHT_HOME = lazy_regex(r"\b(?:i|we)(?:'ve| have)? (?:just |finally |recently |)(?:brought home|picked up|got|"
                              r"collected|adopted) (?:a|an|our|my) (?:(?:\d+|[a-z]+)[ -]weeks?[ -]old )"
                              r"(?:[\w-]+ ){0,2}(" + _PET_WORDS + r")\b", re.IGNORECASE)
PET_REHOMED = lazy_regex(r"\b(?:i|we) (?:(?:had|have had|'ve had|decided|chose) to (?:rehome|re-home)|"
                         r"(?:(?:just|finally|recently|sadly) )?(?:rehomed|re-homed)) (?:my|our) (?:[\w-]+ ){0,2}("
                         + _PET_WORDS + r")\b", re.IGNORECASE)
# Animals kept, said with "keep" and no article: "I keep backyard chickens", "we keep a few goats".
KEPT_ANIMALS = lazy_regex(r"(?:also |still )?keep (?:(?:a few|a couple of|some|two|three|four|five|six|\d+) )?"
                          r"(?:backyard |pet |rescue )?(chickens|hens|ducks|goats|rabbits|fish|pigs|sheep|horses|"
                          # exotic kinds, by their kind ("I keep african fat tails", "I keep ball pythons")
                          r"(?:african |leopard |crested |ball |corn |hognose )?(?:geckos|fat tails|pythons|snakes|"
                          r"tortoises|lizards|iguanas|axolotls|tarantulas))\b"
                          r"(?! (?:away|off|out)\b)", re.IGNORECASE)
KEPT_KIND = {"hens": "chicken", "sheep": "sheep", "fish": "fish", "pythons": "snake", "ball pythons": "snake",
             "african fat tails": "gecko", "fat tails": "gecko"}


# A pet the user lives with: "share a tiny flat with a rescue greyhound called Tinta", "live alone with my cat".
HOME_WITH_PET = lazy_regex(r"(?:live|share (?:a|an|my|our|the) (?:[\w-]+ ){0,3}?(?:flat|house|apartment|home|place|"
                           r"room|studio|condo|cottage|cabin|bungalow|townhouse))(?: alone| here| there)? with "
                           r"(?:only |just )?"
                           r"(?:a|an|my|our|two|three|four|\d+) " + _WHICH_ONE + r"(" + _PET_WORDS + r")\b(?!-|'s)",
                           re.IGNORECASE)


# A relative who sends the user what they bring ("My grandmother sent me this letter", "My sister dropped this in the
# family group chat"): the text is theirs, that they are the user's relative is the user's own word.
KIN_SENT = lazy_regex(r"my " + _WHICH_ONE + r"(" + _KIN_WORDS + r"|grandmother|grandma|grandfather|grandpa|gran|nan|"
                      r"aunt|uncle|cousin|nephew|niece)(?: (?-i:[A-Z])[\w'-]*)? (?:just |finally |also )?"
                      r"(?:sent|texted|emailed|messaged|wrote|forwarded|dropped|posted|shared|showed) "
                      r"(?:me |us )?(?:this|these|the following|a|an)\b", re.IGNORECASE)

_GRAND_KIN = "granddaughters?|grandsons?|grandkids?|grandchildren|grandchild|nieces?|nephews?"
# A relative of the user's named with their first name, opening the clause: "My granddaughter Lily turns 6 next week",
# "my son Theo starts school on Monday" (the relative is the user's whenever the clause says what they do; not "my
# son Theo's teacher", whose clause is another's).
KIN_FIRST_NAMED = lazy_regex(r"my " + _WHICH_ONE + r"(" + _KIN_WORDS + "|" + _GRAND_KIN + r") (?-i:[A-Z][a-z]+)\b"
                             r"(?!'s|-)(?= (?:just |also |still )?(?-i:[a-z]))", re.IGNORECASE)
# A relative of the user's named with their first name anywhere in the clause, the name alone after the word for them
# or the word for them in brackets after the name: "a letter to my niece Karen explaining", "my boyfriend Dev.", "Jess
# (my partner) is the one", "my brother (Tom)" (not "my son Theo's teacher", nor a day, a month or a word that opens
# a sentence: "my mom Monday", "my dad I think").
_NOT_FIRST_NAMES = (r"(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|"
                    r"May|June|July|August|September|October|November|December|I|God|Christmas|Easter|Thanksgiving|Lol|Lmao|"
                    r"Ok|Okay|Also|And|But|So|Then|The|This|That|He|She|They|We|It|Anyway|Anyways|Btw|Thanks|Please)\b")
_KIN_NAMED_WORDS = (r"(" + _KIN_WORDS + "|" + _GRAND_KIN + r"|grandmother|grandma|grandfather|grandpa|aunt|uncle|"
                    r"cousin|stepmom|stepdad|stepmother|stepfather)")
_KIN_THEN_NAME = (r"\bmy " + _WHICH_ONE + _KIN_NAMED_WORDS + r" (?!" + _NOT_FIRST_NAMES
                  + r")((?-i:[A-Z][a-z]+))\b(?!'s|-|\w)(?=\s*(?:$|[,.;:!?)]|(?-i:[a-z])))")
# Its first branch alone, for a text with no bracket, where the others (each with a "(") cannot match.
KIN_THEN_NAME = lazy_regex(_KIN_THEN_NAME, re.IGNORECASE)
KIN_NAMED_IN_PASSING = lazy_regex(
    _KIN_THEN_NAME
    + r"|(?<![\w'])(?!" + _NOT_FIRST_NAMES + r")(?-i:[A-Z][a-z]+) \(my " + _WHICH_ONE + _KIN_NAMED_WORDS + r"\)"
    r"|\bmy " + _WHICH_ONE + _KIN_NAMED_WORDS + r" \((?!" + _NOT_FIRST_NAMES + r")(?-i:[A-Z][a-z]+)\)",
    re.IGNORECASE)
_ONE_KIN = (r"(wife|husband|partner|son|daughter|brother|sister|fianc[e\u00e9]e?|girlfriend|boyfriend|gf|bf|hubby|"
            r"stepson|stepdaughter|mom|mum|mother|dad|father|grandmother|grandma|grandfather|grandpa|aunt|uncle|cousin|"
            r"niece|nephew|granddaughter|grandson)")
# Relatives listed with the user: "between me, my wife, and my boyfriend Dev", "me, my husband and my son".
KIN_LISTED_WITH_ME = lazy_regex(r"\bme, my " + _ONE_KIN + r"(?:,? (?:and|&) my " + _ONE_KIN + r"\b(?!'s)|,?$)",
                                re.IGNORECASE)
# A relative said with their age in brackets: "with our daughter (she's 5)", "my son (7)", "my nephew (age 12)".
KIN_AGED = lazy_regex(r"\b(?:my|our) " + _WHICH_ONE + _ONE_KIN + r" \((?:(?:she|he)(?:'s| is) |age |aged )?\d{1,2}"
                      r"(?: ?(?:yo|y/o|years? old|yrs?|months?|mo))?(?:\)|$)", re.IGNORECASE)
# A relative minding the user's children: "so my mom watches them three days a week", "my sister babysits the kids".
KIN_MINDING = lazy_regex(r"\bmy " + _ONE_KIN + r" (?:watches|babysits|minds|looks after|takes care of|picks up|"
                         r"helps (?:me )?with) (?:them|the (?:kids|boys|girls|baby|twins)|my (?:kids|boys|girls|son|"
                         r"daughter|baby|twins))\b", re.IGNORECASE)
# Money or parcels sent to a relative at home: "send money home to my mother", "sending remittances to my parents".
KIN_SENT_HOME_TO = lazy_regex(r"\bsend(?:s|ing)? (?:money|cash|remittances?|gifts?|packages?|a package|a parcel|"
                              r"parcels|presents?|a balikbayan box|"
                              # an amount sent: "send £200 to my mother", "sending 50,000 pesos to my husband"
                              r"(?:about |around )?(?:[$£€₱₦]\s?[\d,.]+k?|[\d,.]+k? (?:pounds|dollars|euros|pesos|rand|"
                              r"naira|cedis|rupees|shillings|quid|bucks))(?: a (?:month|week))?)"
                              r"(?: back)?(?: home)? to my " + _ONE_KIN + r"\b(?!'s)", re.IGNORECASE)
# The family the user has, said as all of it: "my only family is a sister in Scotland".
ONLY_FAMILY = lazy_regex(r"\bmy (?:only |one |last )?(?:living )?(?:family|relative|family member)s? (?:left )?"
                         r"(?:is|are) (?:a|an|my|one) " + _ONE_KIN + r"\b(?!'s)", re.IGNORECASE)
KIN_AND_NAME = lazy_regex(r"\bmy " + _WHICH_ONE + _KIN_NAMED_WORDS + r",? ((?-i:[A-Z][a-z]+))\b"
                          r"|(?<![\w'])((?-i:[A-Z][a-z]+)) \(my " + _WHICH_ONE + _KIN_NAMED_WORDS + r"\)",
                          re.IGNORECASE)


def _kin_name(evidence: str, subject: str) -> str:
    """The first name a relative of the user's is called by in the words a belief about them came from ("my boyfriend
    Dev", "Jess (my partner)"), lowercased, when the word for them there is the belief's; else ""."""
    for m in KIN_AND_NAME.finditer(evidence):
        kin, name = (m.group(1), m.group(2)) if m.group(1) else (m.group(4), m.group(3))
        if f"family:{_kin(KIN_ALIASES.get(kin.lower(), kin.lower()))}" == subject and not re.fullmatch(
                _NOT_FIRST_NAMES, name):
            return name.lower()
    return ""


# The household's children, counted: "our 4 kids", "our two boys", "my husband and 7 kids", "my wife and three
# children" (not "our kids club", a name).
HOUSEHOLD_KIDS = lazy_regex(r"\b(?:our|my (?:wife|husband|partner|spouse|hubby) and) (?P<many>(?:\d{1,2}|two|three|"
                            r"four|five|six|seven|eight|nine|ten) )(?:(?:little|young|teenage|grown|twin) )?"
                            r"(?P<kids>kids|children|boys|girls|sons|daughters)\b"
                            r"(?! (?:club|menu|meal|section|zone|ministry)\b)",
                            re.IGNORECASE)
# Who a relative of the user's is, said by their name or their part first: "Farah is my sister", "Amma is my mum", "the
# bride is my little sister Jess", "and she's my twin" (not "Sam is my sister-in-law's son": someone else's, nor "Tamil
# is my mother tongue", a kin word naming something else; a friend or a boss said so stays the rules' own reading).
KIN_NAMED_FIRST = lazy_regex(r"(?:^|[,;]\s*|\band\s+)(?:(?-i:[A-Z])[\w'-]*|the [a-z]+|she|he)(?: is|['\u2019]s) my "
                             + _WHICH_ONE + r"(" + _KIN_WORDS + "|" + _GRAND_KIN + r"|grandmother|grandma|grandfather|"
                             r"grandpa|aunt|uncle|cousin)\b"
                             r"(?=\s*(?:$|[^\w\s'\u2019-]|(?-i:[A-Z])|(?:and|but|so|too|who|now|though)\b))",
                             re.IGNORECASE)
# A relative beside the user in their clause: a partner or a child they are home with ("I'm home with my kids every
# night"), their children or grandchildren counted, as what the user does something of, for or with, or lists ("for
# each of my six grandkids", "with our two kids", "my husband and our 2 kids"; the children counted as the clause's
# subject say what they do, not whose they are), or a spouse sharing a day with them ("my wife's and my
# anniversary"); not the relative's own thing ("my son's teacher"), nor anyone the user is with for the moment ("in the
# waiting room with my mom", "at the ocean with my fiance").
_HOUSEHOLD_KIN_WORDS = ("wife|husband|hubby|partner|fianc[e\u00e9]e?|girlfriend|boyfriend|gf|bf|son|sons|daughter|"
                        "daughters|kids|children|boys|girls|stepson|stepdaughter")
KIN_BESIDE_USER = lazy_regex(
    r"\bhome with (?:my|our) " + _WHICH_ONE + r"(" + _HOUSEHOLD_KIN_WORDS + r")\b(?!-|'s|\u2019s)"
    r"|(?:(?<=\bof )|(?<=\bfor )|(?<=\bwith )|(?<=\band ))(?:my|our) (?:\d{1,2}|two|three|four|five|six|seven|"
    r"eight|nine|ten) (kids|children|sons|daughters|boys|girls|"
    + _GRAND_KIN + r")\b(?!-|'s|\u2019s)"
    r"|\bmy (" + _HOUSEHOLD_KIN_WORDS + r")(?:'s|\u2019s) (?:and|&) my\b", re.IGNORECASE)
# Sons or daughters named beside children counted: "my two kids (son 12, daughter 9)" says who they are.
CHILD_NAMED = lazy_regex(r"\b(?:sons?|daughters?|boys?|girls?)\b")
NUMBERED_KIN_HINT = lazy_regex(r"(?:my|our) (?:\d|two|three|four|five|six|seven|eight|nine|ten)")
# A pet the user does something with: "hiking with my dog Juno", "on the road with my two cats" (not "with my dog's
# vet", "with my dog food").
WITH_MY_PET = lazy_regex(r"\bwith my " + _WHICH_ONE + r"(" + _PET_WORDS + r")\b(?!-|'s|\u2019s| (?:food|bowl|bed|"
                         r"crate|leash|toys?|vet|walker|sitter|insurance|treats|park)\b)", re.IGNORECASE)
# A pet the user tends, said as the user does it: "I just took my dogs for a quick walk", "I have to take my cat to the
# vet", "I'm always walking my dogs", "I bring my horses to the children's hospital" (not "my neighbor's dog", "my dog's
# bed", nor anyone else's doing: "she walks my dog").
PET_TENDED = lazy_regex(r"(?:(?P<am>i'm|im|i am)|i)\s+(?P<rest>(?:(?:also|still|just|always|usually|often|sometimes|"
                        r"then|even|really|now|have to|had to|need to|get to|got to|gotta|like to|love to|went to|"
                        r"try to|go|will)\s+)*(?:walk|walks|walked|walking|take|took|taking|bring|brought|bringing|"
                        r"feed|fed|feeding|groom|groomed|grooming|train|trained|training|bathe|bathed|bathing|brush|"
                        r"brushed|brushing|cuddle|cuddled|cuddling)\s+(?:out\s+)?my " + _WHICH_ONE
                        + r"(?:(?!(?:own|friend|neighbor|neighbour|sister|brother|mom|dad|son|daughter)\b)[a-z]+ )?"
                        r"(?P<pet>" + _PET_WORDS + r"|horses?|ponies|pony)\b(?!-|'s|\u2019s).*)", re.IGNORECASE)
# What may open the clause before the user tends their pet: nothing, or a word of chat ("Yeah I walk my dog daily").
TENDED_CLAUSE_START = lazy_regex(r"(?:(?:yeah|yes|yep|so|well|and|but|oh|now|then|actually|also|lol|haha|ok|okay)"
                                 r"[ ,!.]*)*", re.IGNORECASE)
# Where a tended pet's clause turns to something else: "…for a walk, it was nice", "…so gym is fun for me".
TENDED_CLAUSE_END = lazy_regex(r",|;| (?:so|but|because|cause|and then|and i|while|since|which)\b", re.IGNORECASE)
# A partner, child, sibling or pet of the user's named in the user's own clause, whatever it says of them: "I will
# run it by my boyfriend", "I took my daughter to the zoo", "I post a lot of pictures of my dogs" (not one who opens a
# clause of their own: "I live alone and my children are out of state", "I don't know how my son does it"). Not a
# parent, whom everyone has (no fact about the user), nor one who is gone or past ("my ex boyfriend", "my late
# husband", "my old dog"), another's ("my sister's dog"), one a thing is done for ("a baby shower for my sister": what
# is the user's there is the doing) or a figure of speech ("my fur baby", "my work wife": no kin word follows "my" and
# its adjectives).
# (the lookahead for "my " is the same place's test as the lookbehinds, made first: most places fail it at once)
KIN_IN_OWN_CLAUSE = lazy_regex(r"(?P<am>i'm|im|i am|i've|ive)?(?(am)|i)\s+(?P<rest>[^,;]{0,60}?(?=my )(?<!\band )"
                               r"(?<!\bbut )"
                               r"(?<!\bso )(?<!\bwhile )(?<!\bcause )(?<!\bwhen )(?<!\bif )(?<!\bthat )(?<!\bhow )"
                               r"(?<!\bwhere )(?<!\bsince )(?<!\bas )(?<!\bcuz )(?<!\bbecause )(?<!\buntil )"
                               r"(?<!\bafter )(?<!\bbefore )(?<!\bthough )(?<!\bwhat )(?<!\bwhy )(?<!\bfor )"
                               # a clause said or thought, its relative its subject: "I meant my sister lives there"
                               r"(?<!\bmeant )(?<!\bmean )(?<!\bthink )(?<!\bthought )(?<!\bguess )(?<!\bknow )"
                               r"(?<!\bknew )(?<!\bsaid )(?<!\bsay )(?<!\bfeel )(?<!\bfelt )(?<!\bbelieve )"
                               r"(?<!\bhope )(?<!\bbet )(?<!\bwish )\bmy "
                               r"(?!(?:old|ex|late|former|previous)\b)"
                               + _WHICH_ONE + r"(?P<kin>wife|husband|partner|boyfriend|girlfriend|fianc[e\u00e9]e?|"
                               r"hubby|son|sons|daughter|daughters|kids|children|child|twins|stepson|stepdaughter|"
                               r"brother|brothers|sister|sisters|grandkids|grandchildren|grandson|granddaughter|"
                               r"grandsons|granddaughters)?(?(kin)|(?P<pet>" + _PET_WORDS
                               + r"|horses?|ponies|pony))"
                               # a thing for the kin or the pet is no relative ("my dog bed", "my dog walking
                               # business"), nor is a place or body for such animals ("my bunny rescue")
                               r"\b(?!-|'s|\u2019s|'| (?:food|bed|beds|bowl|toys?|treats|park|walker|walking|sitter|"
                               r"sitting|insurance|crate|leash|collar|house|hair|door|groomer|grooming|training|order|"
                               r"shower|clothes|stuff|things|room|shampoo|days|years|rescue|rescues|shelter|shelters|"
                               r"sanctuary|daycare|hotel|club|show|shows|store|shop|supplies|business)\b)[^,;]*)",
                               re.IGNORECASE)
# A clause denied ("I'm not a big fan of my brother", "I never see my kids") says nothing of one the user has; a clause
# of the moment ("I am watching a film with my wife") neither.
KIN_CLAUSE_DENIED = lazy_regex(r"\b(?:not|never|no|dont|doesnt|didnt|cant|wont|havent|hasnt|wasnt|aint)\b|n't\b",
                               re.IGNORECASE)
DOING_NOW = lazy_regex(r"(?:(?:just|still|also|currently|now|really) )*[a-z]+ing\b", re.IGNORECASE)
# A relative the user has parted from is no one they have now: "I've been separated from my husband since March",
# "I'm divorcing my wife", "I broke up with my boyfriend".
PARTED_FROM = lazy_regex(r"\b(?:separated|separating|divorced|divorcing|divorce|split(?: up)?|splitting(?: up)?|"
                         r"broke up|breaking up|estranged)\b", re.IGNORECASE)
# Where the user lives, said with whom ("I live in Lisbon with my partner"), is the home's clause: as "I live with my
# parents" forms the home alone, no relative is read from it here (CARES_FOR reads "I live with my boyfriend").
LIVES_WITH = lazy_regex(r"(?:(?:still|also|now|currently|just) )*liv(?:e|ed|ing)\b", re.IGNORECASE)
# A relative the user sees, visits or calls, or has custody of: "I mostly want to see my grandson", "I visit my niece
# on Sundays", "I share custody of my son with his mom".
KIN_VISITED = lazy_regex(r"\b(?:see|visit|call|babysit|facetime|video[- ]call|spend time with|pick up|"
                         # a child or a relative done for, as the user plans it: "we want to get our baby baptized",
                         # "I need to enroll my son in swim lessons"
                         r"(?:get|take|bring|enroll|register|baptize|christen|send|drop off|surprise)(?= (?:my|our) )|"
                         r"(?:speak|talk) (?:(?-i:[A-Z])[a-z]+ )?(?:with|to)|"
                         r"(?:share|have|got|get) (?:joint |full |partial |shared |primary )?custody of) (?:my|our) "
                         # (twins named by what they are are those: "custody of my twin boys" is of sons)
                         + _WHICH_ONE + r"(twin (?:boys|girls)|" + _KIN_WORDS + "|" + _GRAND_KIN
                         + r"|baby)\b(?!-|'s| (?:shower|food|"
                         r"formula|monitor|stuff|clothes|gear|things)\b)", re.IGNORECASE)
# Children the user (or the household) brings up or teaches at home: "We homeschool our two kids", "we're raising our
# son bilingual", "I'm raising my daughter alone" (not "raising money for my son's school").
KIN_RAISED = lazy_regex(r"(?:i|we)(?:'re| are|'m| am)? (?:(?:also|still|now|currently|basically) )?(raising|raise|"
                        r"homeschool(?:ing)?|home-school(?:ing)?) (?:my|our) (?:(?:two|three|four|five|little|young|"
                        r"own) )*(kids|children|son|sons|daughter|daughters|twins|boys|girls|stepson|stepdaughter|"
                        # a relative's child raised by the user: "I'm raising my niece under a kinship care order"
                        r"niece|nephew|grandson|granddaughter)\b"
                        r"(?!-|'s)", re.IGNORECASE)
# Children taught at home, said without the word: "I'm teaching my kids at home in Spanish and English", "we teach our
# two boys from home"; or a child taken out of school for it: "I'm pulling her out of public school in January to
# teach her at home" (the user's or the household's; not "my sister teaches her kids at home").
TAUGHT_AT_HOME = lazy_regex(
    r"(?:i|we)(?:'re| are|'m| am)? (?:(?:also|still|now|currently|basically|going to|gonna) )?"
    r"(?:(?:teach(?:ing)?|school(?:ing)?) (?:my|our) (?:(?:two|three|four|five|six|little|young|own) )*"
    r"(kids|children|son|sons|daughter|daughters|twins|boys|girls)\b(?!-|'s)(?: [\w-]+){0,2}? (?:at|from) home\b"
    r"|(?:pull(?:ing)?|take|taking|took|pulled) (?:him|her|them|my \w+|our \w+) out of (?:[\w-]+ )?school\b"
    r"[^.!?]{0,40}? to (?:homeschool|home-school|teach (?:him|her|them) (?:at|from) home)\b)", re.IGNORECASE)
# Homeschooling given up by the user or the household: "we stopped homeschooling this year".
HOMESCHOOL_STOPPED = lazy_regex(r"(?:i|we)(?:'ve|'re| have| are)? (?:(?:just|finally|recently|officially) )?"
                                r"(?:stopped|quit|gave up|given up|done with) (?:homeschooling|home-schooling)\b",
                                re.IGNORECASE)
# A place, then an aside that it is where the user lives: "in Portland, where we live,", "Columbus area, where we live".
PLACE_WHERE_LIVE = lazy_regex(r"(?<![\w'])((?-i:[A-Z])[\w.'-]+(?:,? (?-i:[A-Z])[\w.'-]+){0,3})(?: area)?, "
                              r"where (?:i|we) (?:currently |now |still )?(?:live|reside)\b"
                              r"(?!\s+(?:if|when|would|next)\b)", re.IGNORECASE)

# Where the user grew up, said of a place in an aside: "moving back to Halifax, where I grew up", "Tulsa, where I was
# born and raised".
PLACE_WHERE_GREW_UP = lazy_regex(r"(?<![\w'])((?-i:[A-Z])[\w.'-]+(?:,? (?-i:[A-Z])[\w.'-]+){0,3})(?: area)?, "
                                 r"where i (?:grew up|was (?:born|raised|born and raised))\b", re.IGNORECASE)


# Living in a van, the user's or the household's: "I've been living full-time in my 2019 Sprinter", "we live in our
# van"; or van life named as the user's own: "vanlife means keeping my insulin cold", "I'm doing the van life thing".
_VAN = r"(?:van|vans|sprinter|promaster|vanagon|westfalia|campervan|camper van|skoolie)"
LIVING_IN_VAN = lazy_regex(r"(?:i|we)(?:'ve| have|'re| are|'m| am)? (?:(?:also|still|now|currently) )?(?:been )?"
                           r"(?:living|live|lived) (?:(?:full[- ]time|part[- ]time) )?in (?:my|our) "
                           r"(?:(?:19|20)\d\d |[\w-]+ ){0,2}" + _VAN + r"\b(?! (?:park|lot|driveway))",
                           re.IGNORECASE)
VAN_LIFE_OWN = lazy_regex(r"(?:(?:i|we)(?:'ve| have|'re| are|'m| am)? (?:(?:been|also|still|now|currently) )*"
                          r"(?:living|doing|into|in|started|love) (?:the )?van[ -]?life\b"
                          r"|(?:^|\band |, )van[ -]?life (?:means|has meant|makes|is)\b"
                          r"(?=[^.!?]{0,60}\b(?:my|me|i|myself)\b))",
                          re.IGNORECASE)

VAN_LIFE_WORD = lazy_regex(r"van[ -]?life", re.IGNORECASE)


def _van_life(text: str, low: str) -> list[Proposal]:
    """Living in a van, or van life said of the user's own (LIVING_IN_VAN, VAN_LIFE_OWN)."""
    if (m := LIVING_IN_VAN.search(text) or VAN_LIFE_OWN.search(text)) and (
            m.start() == 0 or not OTHER_SUBJECT.search(text, 0, m.start())):
        # said in the user's words, and only those (what van life means to them is no part of it: "keeping my
        # insulin cold")
        named = VAN_LIFE_WORD.search(m.group())
        said = f"User's {named.group()}" if named else f"User: {m.group().strip(', ')}"
        return [Proposal("user_model_attr", "activity:van_life", _sentence(said), confidence=0.55)]
    return []


def _condition_aided(text: str, low: str) -> list[Proposal]:
    """The condition an aid or a medicine is for, called the user's own (AID_FOR_MY_CONDITION)."""
    if (m := AID_FOR_MY_CONDITION.search(low)) and OWN_OR_HOUSEHOLD_CLAUSE.match(text):
        condition = m.group(1)
        key = "migraine" if condition.startswith("migraine") else condition.replace(" ", "_").replace("/", "_")
        return [Proposal("fact", f"health:{key}", _sentence(f"User has {condition}"), sensitivity="sensitive",
                         confidence=0.6)]
    return []


def _homeschooled(text: str, low: str) -> list[Proposal]:
    """Children taught at home, or homeschooling given up (TAUGHT_AT_HOME, HOMESCHOOL_STOPPED)."""
    if "home" in low and (m := TAUGHT_AT_HOME.match(text)):
        # "I'm teaching my kids at home": homeschooling, the user's (or the household's) pursuit, and the children
        who = "User's household" if low[:2] == "we" else "User"
        found = [Proposal("user_model_attr", "activity:homeschooling", _sentence(f"{who}: {m.group()}"),
                          confidence=0.55)]
        if said := (m.group(1) or "").lower():
            kin = CHILDREN[_singular(said)] if said in ("boys", "girls") else _kin(said)
            found.append(Proposal("relationship", f"family:{kin}", _sentence(f"User has {_a(said)}"), confidence=0.6))
        return found
    if "school" in low and (m := HOMESCHOOL_STOPPED.match(text)):
        who = "User's household" if low[:2] == "we" else "User"
        return [Proposal("user_model_attr", "activity:homeschooling", _sentence(f"{who}: {m.group()}"), "retract",
                         confidence=0.55)]
    return []


# The words KIN_VISITED's verbs open on, one of which is in the caseless clause wherever it matches (proved from its
# pattern by test_extract_kin_visited_hint): one case-sensitive search for them, where KIN_VISITED's case-blind one
# tries each verb at every position; three clauses in four that name a relative in passing have none.
KIN_VISITED_VERBS = ("see", "visit", "call", "babysit", "facetime", "video", "spend time with", "pick up", "get",
                     "take", "bring", "enroll", "register", "baptize", "christen", "send", "drop off", "surprise",
                     "speak", "talk", "share", "have", "got")
KIN_VISITED_HINT = lazy_regex(alternatives(KIN_VISITED_VERBS))


def _kin_beside_user(text: str, low: str) -> list[Proposal]:
    """Relatives the user is with, counts or shares a day with (KIN_BESIDE_USER): "home with my kids every night",
    "each of my six grandkids", "my wife's and my anniversary"."""
    if not ("home with " in low or "'s and my" in low or NUMBERED_KIN_HINT.search(low)):
        return []
    found = []
    for m in KIN_BESIDE_USER.finditer(text):
        said = next(group for group in m.groups() if group).lower()
        if said in ("kids", "children") and CHILD_NAMED.search(low):
            continue  # "my two kids (son 12, daughter 9)": the son and the daughter are who they are
        key = "grandchild" if said.startswith(("grandkid", "grandchild")) else (
            CHILDREN[_singular(said)] if said in ("boys", "girls") else _kin(KIN_ALIASES.get(said, said)))
        counted = m.group().split()[1] if m.lastindex == 2 else ""  # "my six grandkids": how many, as said
        found.append(Proposal("relationship", f"family:{key}", _sentence(
            f"User has {counted} {said}" if counted else f"User has {said}" if said.endswith(("s", "ren")) else
            f"User has {_a(said)}"), confidence=0.6))
    return found


# Schooling said in passing, at a school named: "doing my MS in Computer Engineering at Purdue", "Starting my PhD in
# hydrology at TU Dresden", "a studio in Toronto for my master's at UofT", "i take night classes at metro state",
# "first semester in Manchester" opening the clause (not "my degree at work", "classes at the gym").
STUDY_IN_PASSING = lazy_regex(
    r"\b(?:(?:doing|starting|pursuing|finishing|completing|working on|studying for) my|for my) (?:(?:online|part-time|"
    r"evening) )?(?:master'?s|bachelor'?s|ph\.?d\.?|doctorate|mba|(?-i:MS|MSc|MA|BSc|BA|BS|MEng)|(?:[\w-]+ )?degree)"
    r"(?: (?:in|of)(?: [\w&-]+){1,4}?)? at (?-i:[A-Z])[\w.&'-]*(?: (?-i:[A-Z])[\w.&'-]*){0,3}"
    r"|\b(?:i )?take (?:night |evening |online |weekend |part-time )?classes at (?:(?-i:[A-Z])[\w.&'-]*(?: (?-i:[A-Z])"
    r"[\w.&'-]*){0,3}|(?:[\w-]+ ){1,2}(?:state|college|university|uni|community college|cc))\b"
    r"|^(?:my )?(?:first|second|third|final|last) (?:semester|term) (?:at|in) (?-i:[A-Z])[\w'-]*", re.IGNORECASE)


def _study_in_passing(text: str) -> list[Proposal]:
    """Schooling said in passing (STUDY_IN_PASSING), in the user's words."""
    if not (m := STUDY_IN_PASSING.search(text)):
        return []
    said = f"User {third_person(m.group()[2:])}" if m.group()[:2].lower() == "i " else (
        f"User: {third_person_possessive(m.group())}")
    return [Proposal("user_model_attr", "education", _sentence(said), confidence=0.55)]


def _named_in_passing(text: str, low: str) -> list[Proposal]:
    kin = pet = None
    if "recover" in low and (m := MY_RECOVERY.search(low)):
        # "I got into the work after my own recovery from meth": the user's sobriety, their health
        return [Proposal("fact", "health:sobriety", _sentence(f"User's {text[m.start() + 3:m.end()]}"),
                         sensitivity="sensitive", confidence=0.55)]
    if (m := MY_CONDITION.search(low)) and not (m.start() and low[m.start() - 1] in "'\u2019"):
        # "Executive dysfunction is a big part of my autism", "because of my ADHD": a lasting condition the user
        # calls theirs, their health (not a passing state: "my anxiety about the exam")
        named = m.group(1).upper() if m.group(1) in ("adhd", "ocd", "ptsd") else m.group(1)  # initials: "ADHD"
        return [Proposal("fact", f"health:{m.group(1)}", _sentence(f"User has {named}"), sensitivity="sensitive",
                         confidence=0.6)]
    if ("typing" in low or "writing" in low or "asking" in low or "messaging" in low or "texting" in low
            or "posting" in low) and (m := KIN_WRITTEN_FOR.search(text)) and (
            USER_BEFORE.search(text, 0, m.start()) or WRITER_BEFORE.search(text, 0, m.start())) and not (
            m.group()[:6].lower() == "asking" and not ASKER_BEFORE.search(text, 0, m.start())):
        # "I'm typing this for my nan", "Priya writing on behalf of my dad": the relative is the user's ("asking for my
        # dad, he…" alone is the idiom of a question about someone else, "I'm asking for my son" the user's own)
        said = m.group(1).lower()
        return [Proposal("relationship", f"family:{_kin(KIN_ALIASES.get(said, said))}", _sentence(
            f"User has {said}" if said in ("kids", "children", "twins", "parents") else f"User has {_a(said)}"),
            confidence=0.6)]
    if (m := MY_AID_DOES.search(text)) and (key := _aid_key(m.group(1))).startswith("health:"):
        # "My upper denture clicks when I talk", "my hearing aids keep whistling": an aid the user calls theirs
        return [Proposal("fact", key, _sentence(f"User has {_a(m.group(1).lower())}" if not m.group(1).endswith("s")
                                                else f"User has {m.group(1).lower()}"),
                         sensitivity="sensitive", confidence=0.6)]
    if "my " in low and (sent := KIN_SENT.match(text)):
        # keyed as a later word for them lands ("my mom" is family:mother), said in the user's word
        said = sent.group(1).lower()
        key = _kin(KIN_ALIASES.get(said, said))
        return [Proposal("relationship", f"family:{key}", _sentence(f"User has {_a(said)}"), confidence=0.6)]
    if ("rais" in low or "school" in low) and (m := KIN_RAISED.match(text)):
        # "We homeschool our two kids": the children, and homeschooling the household's pursuit
        said = m.group(2).lower()
        kin = CHILDREN[_singular(said)] if said in ("boys", "girls") else _kin(said)
        found = [Proposal("relationship", f"family:{kin}", _sentence(f"User has {_a(said)}"), confidence=0.6)]
        if "school" in m.group(1).lower():
            verb, whom = m.group(1).lower(), re.sub(r"^ (?:my|our)\b", " their", m.group()[m.end(1):], flags=re.I)
            who = "User's household" if low[:2] == "we" else "User"
            found.append(Proposal("user_model_attr", "activity:homeschooling", _sentence(
                f"{who} is {verb}{whom}" if verb.endswith("ing") else f"{who} {verb}s{whom}"), confidence=0.55))
        return found
    if ("kid" in low or "child" in low or "boys" in low or "girls" in low or "sons" in low or "ghters" in low) and (
            m := HOUSEHOLD_KIDS.search(text)):
        # "my ex has our 4 kids", "me, my husband and 7 kids": the household's children, counted, are the user's (said
        # without their number, "my wife and kids love horses", "with the kids", MSC's annotators write of what they
        # do, not that the user has them)
        said = m.group("kids").lower()
        kin = CHILDREN.get(_singular(said), _kin(said))
        return [Proposal("relationship", f"family:{kin}", _sentence(f"User has {m.group('many')}{said}"),
                         confidence=0.6)]
    if (" is my " in low or "s my " in low) and (named := {
            m.group(1).lower(): text[m.end() - len(m.group(0).split(" my ", 1)[1]):m.end()]
            for m in KIN_NAMED_FIRST.finditer(text)}):
        # each one named so ("Amma is my mum, Farah is my sister and Bilal is my brother"), said as the user says them
        # ("User has an older sister")
        return [Proposal("relationship", f"family:{_kin(KIN_ALIASES.get(kin, kin))}", _sentence(
            f"User has {said}" if kin.endswith(("s", "ren")) else f"User has {_a(said)}"), confidence=0.6)
            for kin, said in named.items()]
    if (m := KIN_FIRST_NAMED.match(text)) or (
            KIN_VISITED_HINT.search(low if text.isascii() else caseless(text)) and (m := KIN_VISITED.search(text))
            and USER_BEFORE.search(text, 0, m.start())):
        # "My granddaughter Lily turns 6 next week", "I want to see my grandson": the relative, said as the user does
        said = m.group(1).lower()
        statement = f"User has {said}" if said in ("kids", "children", "twins") or said.endswith(("s", "ren")) else (
            f"User has {_a(said)}")
        key = "grandchild" if said.startswith(("grandkid", "grandchild")) else _kin(KIN_ALIASES.get(said, said))
        return [Proposal("relationship", f"family:{key}", _sentence(statement), confidence=0.6)]
    if ("care" in low or "after" in low or "with" in low) and (m := CARES_FOR.search(text)) and (
        CARE_VERB.match(m.group()) and USER_BEFORE.search(text, 0, m.start())
    ):
        # "I live with my mom", "to take care of my grandma": in the user's own words, as they do it
        said = m.group()
        said = f"is {third_person_possessive(said)}" if said.split(" ", 1)[0].endswith("ing") else third_person(said)
        return [Proposal("relationship", f"family:{_kin(KIN_ALIASES.get(m.group(1).lower(), m.group(1)))}",
                         _sentence(f"User {said}"), confidence=0.6)]
    # a clause the user opens, perhaps after a word of chat (the two rules below read only such a clause)
    opening = len(TENDED_CLAUSE_START.match(text).group()) if text[:1] not in "iI" else 0
    own = text[opening:opening + 1] in ("i", "I")
    if own and (m := PET_TENDED.match(text, opening)):
        # "I just took my dogs for a quick walk": the pet, said in the user's words as they tend it
        rest = m.group("rest")
        if end := TENDED_CLAUSE_END.search(rest, m.end("pet") - m.start("rest")):
            rest = rest[:end.start()]
        said = f"User is {third_person_possessive(rest)}" if m.group("am") else f"User {third_person(rest)}"
        return [Proposal("relationship", f"pet:{_pet(m.group('pet'))}", _sentence(said), confidence=0.6)]
    if " who" in low and (m := KIN_WHO.search(text)) and not (m.start() and text[m.start() - 1] in "'\u2019"):
        # "I'm going with my girlfriend who has never camped", "my brother, who's a surgeon": a relative of the user's,
        # said by what the clause tells of them
        kin = m.group(1)
    elif "like my " in low and (m := LIKE_MY_KIN.match(text)):
        # "Unlike my dad, who was a Ford man, I drive a Tacoma", "Like my mom, I hate cilantro": the relative the user
        # sets themselves beside is theirs
        kin = m.group(1)
    elif (m := WITH_KIN.match(text) or BORN_TO.match(text) or (
            HOUSEHOLD_WITH_KIN.search(text) if " me and " in low or " me & " in low else None)) or (
        ("care" in low or "after" in low or "attorney" in low or "with" in low or "guardian" in low)
        and (m := CARES_FOR.search(text))
    ):
        kin = m.group(1)
    elif (" for " in low or "only " in low or "just " in low) and (m := PET_AFTER.search(text)):
        pet = m.group(1)
    elif "with my" in low and (m := WITH_MY_PET.search(text)) and (
            OWN_OR_HOUSEHOLD_CLAUSE.match(text) or OBSESSED.match(text)) and not (
            OTHER_SUBJECT.search(text, 0, m.start())):
        # ("obsessed with my rescue greyhound Pickles": a liking said as chat does, its "I'm" left out, is the user's)
        # "I've been living in my van for two years now with my dog Juno": the user's pet, along with them
        pet = m.group(1)
    # (each match of PET_IS_MINE holds "'s my", " is our" or the like: "s my " or "s our ", where caseless lowers it)
    elif ("he" in low or " is " in low) and (
            "s my " in (caseless_text := caseless(text)) or "s our " in caseless_text) and (
            m := PET_IS_MINE.search(text)):
        if (name := m.group("name")) and name.lower() not in ("he", "she"):
            # "Pepper is our cat": said with its name
            return [Proposal("relationship", f"pet:{_pet(m.group('pet'))}",
                             _sentence(f"{name} is the user's {m.group('pet').lower()}"), confidence=0.6)]
        pet = m.group("pet")
    elif "'s" in low and (m := KIN_OWNS.search(text)) and (OWN_OR_HOUSEHOLD_CLAUSE.match(text) or FOR_KINS.match(text)):
        # "We're moving next month for my husband's job": a relative by what is theirs, in a clause of the user's
        # whose plans are the moment's
        kin = m.group(1)
    if own and not kin and not pet and "my " in low and (m := KIN_IN_OWN_CLAUSE.match(text, opening)) and not any(
            gone in low for gone in lx.RETRACT_VERBS) and not KIN_CLAUSE_DENIED.search(m.group("rest")) and not (
            m.group("am") and DOING_NOW.match(m.group("rest"))) and not LIVES_WITH.match(m.group("rest")) and not (
            PARTED_FROM.search(m.group("rest"))):
        # "I took my daughter to the zoo": the relative or the pet, said in the user's words as the clause tells it
        rest = m.group("rest")
        named = m.group("kin") or m.group("pet")
        if end := TENDED_CLAUSE_END.search(rest, m.end("kin" if m.group("kin") else "pet") - m.start("rest")):
            rest = rest[:end.start()]
        am = (m.group("am") or "").lower()
        said = (f"User is {third_person_possessive(rest)}" if am in ("i'm", "im", "i am") else
                f"User has {third_person_possessive(rest)}" if am else f"User {third_person(rest)}")
        key = f"family:{_kin(KIN_ALIASES.get(named.lower(), named))}" if m.group("kin") else f"pet:{_pet(named)}"
        found = Proposal("relationship", key, _sentence(said), confidence=0.55)
        if am in ("i'm", "im", "i am") and _sensitivity(found) == "sensitive":
            # "I'm Jewish but less observant than my husband", "I'm Catholic like my wife": what the user is, said
            # beside the relative, is no part of the relative's statement (their faith or health is read on its own)
            found = replace(found, statement=_sentence(f"User has {_a(named.lower())}"))
        return [found]
    if kin:
        said = kin.lower()
        statement = f"User has {said}" if said in ("kids", "children", "twins") else f"User has {_a(said)}"
        return [Proposal("relationship", f"family:{_kin(KIN_ALIASES.get(said, said))}", _sentence(statement),
                         confidence=0.6)]
    if not pet and "me, my " in low and (listed := KIN_LISTED_WITH_ME.search(text)):
        # "a calendar between me, my wife, and my boyfriend Dev": each relative listed beside the user is theirs
        return [Proposal("relationship", f"family:{_kin(KIN_ALIASES.get(said.lower(), said.lower()))}",
                         _sentence(f"User has {_a(said.lower())}"), confidence=0.6) for said in listed.groups() if said]
    if not pet and (m := (KIN_AGED.search(text) if " (" in text else None) or ONLY_FAMILY.search(text) or (
            KIN_MINDING.search(text) if " my " in low else None) or (
            KIN_SENT_HOME_TO.search(text) if "send" in low else None)):
        # "a 2-2-3 schedule with our daughter (she's 5)", "my only family is a sister in Scotland", "so my mom
        # watches them": a relative of the user's, said with their age, as the family they have, or minding the
        # user's children
        said = m.group(1).lower()
        return [Proposal("relationship", f"family:{_kin(KIN_ALIASES.get(said, said))}", _sentence(
            f"User has {_a(said)}"), confidence=0.6)]
    if not pet and (m := (KIN_NAMED_IN_PASSING if "(" in text else KIN_THEN_NAME).search(text)) and not (
            KIN_FIRST_NAMED.match(text)):
        # "a letter to my niece Karen", "Jess (my partner) introduced us": a relative named is one the user has
        said = next(group for group in m.groups() if group).lower()
        statement = f"User has {said}" if said in ("kids", "children", "twins") or said.endswith(("s", "ren")) else (
            f"User has {_a(said)}")
        key = "grandchild" if said.startswith(("grandkid", "grandchild")) else _kin(KIN_ALIASES.get(said, said))
        return [Proposal("relationship", f"family:{key}", _sentence(statement), confidence=0.6)]
    if not pet:
        return []
    # keyed by its kind whatever its breed ("my lab Max" is pet:dog), said in the user's word
    return [Proposal("relationship", f"pet:{_pet(pet)}", _sentence(f"User has {_a(pet.lower())}"), confidence=0.6)]


# An operation the user had, by what was done to which part ("a hip replacement", "knee reconstruction", "ACL surgery",
# "a kidney transplant") or by its own name ("gastric sleeve surgery", "an appendectomy"); searched lowercased.
_OPERATED = (r"heart|kidney|liver|lung|cornea|corneal|spinal|spine|gallbladder|bladder|brain|bariatric|weight loss|"
             r"weight-loss|cataract|rotator cuff|wisdom tooth|wisdom teeth|jaw|sinus|"
             + "|".join(sorted(lx.BODY_PARTS | lx.LIGAMENTS, key=len, reverse=True)))
# (a spine's level said first: "an L4-L5 spinal fusion", "a C5/C6 fusion")
_PROCEDURE = (r"(?:[lcts]\d{1,2}(?:[-/][lcts]?\d{1,2})? )?"
              r"(?:(?:total|partial|double|full|major|minor|emergency|open|elective|left|right) )*(?:(?P<named>"
              + "|".join(sorted((p.replace("_", " ") for p in lx.PROCEDURES), key=len, reverse=True))
              + r")(?: surgery)?|(?P<part>" + _OPERATED + r") (?P<head>" + "|".join(sorted(lx.PROCEDURE_HEADS))
              + r"))\b(?! (?:team|surgeon|doctor|nurse|unit|ward|clinic|center|centre|list|waiting|patients?)\b)")
# Had by the user: "I had a hip replacement last year", "I'm 61 and had gastric sleeve surgery in 2019", "after my knee
# reconstruction", "recovering from ACL surgery" (not "my dad had a hip replacement", "I had my knee surgery
# cancelled" is still had, "a screen replacement" is none).
PROCEDURE_HAD = lazy_regex(r"(?:^(?:i(?:'ve| have)? |i'm [^,;]{1,40}? and )(?:(?:just|also|recently|already|since) )*"
                           r"had (?:an? )?|\b(?:since|after|from) my |^i'm (?:still |slowly )?recovering from "
                           r"(?:an? |my )?)" + _PROCEDURE)
_PROCEDURE_HINTS = ("surgery", "replace", "reconstruct", "transplant", "ectomy", "bypass", "sleeve", "lasik", "fusion",
                    "section", "lap band", "fused", "ostomy")
# The same said of the part it was done to: "Had my left knee replaced last year", "I had my hip resurfaced", "I've
# had my L4-L5 fused" (not "had my phone screen replaced", "my dad had his knee replaced").
PART_OPERATED_ON = lazy_regex(r"^(?:i(?:'ve| have)? )?(?:(?:just|also|recently|already|finally) )*had my "
                              r"(?:(?:left|right|other|bad) )?(?P<part>" + _OPERATED + r") "
                              r"(?P<done>replaced|reconstructed|fused|transplanted)\b")
_PART_DONE_HEADS = {"replaced": "replacement", "reconstructed": "reconstruction", "fused": "fusion",
                    "transplanted": "transplant"}


# A fear of doing anything at all, which is how the user feels now: "scared of eating anything", "afraid of doing
# something wrong" (not "scared of flying", a kind of thing).
FEARED_NOW = lazy_regex(r"^\w+ing (?:\w+ )?(?:anything|everything|something|stuff)\b", re.IGNORECASE)
# A condition keyed by its full name whatever short name it is said by ("I have Crohn's" is "Crohn's disease").
CONDITION_KEYS = {"crohn's": "crohns_disease", "crohns": "crohns_disease", "crohn": "crohns_disease",
                  "health:crohns": "health:crohns_disease", "health:crohn_s": "health:crohns_disease",
                  "health:crohn": "health:crohns_disease", "health:crohn_s_disease": "health:crohns_disease"}
# An organ the user had taken out (searched lowercased): "2 weeks after getting my gallbladder out", "I had my appendix
# removed", "got my tonsils taken out" (not "my dad had his gallbladder out", "had my wisdom teeth checked").
ORGAN_OUT = lazy_regex(r"\b(?:i(?:'ve| have)? )?(?:(?:just|recently|finally) )*(?:had|got|getting|having|gotten) my "
                       r"(gallbladder|appendix|tonsils|adenoids|spleen|thyroid|uterus|ovaries|ovary|wisdom teeth|"
                       r"kidney|colon) (?:out|removed|taken out)\b")


# Dialysis the user is on, does or came off (searched lowercased, from the clause's start): "I'm on hemodialysis three
# times a week", "I do peritoneal dialysis at home", "I've been on dialysis 2 years", "do in-center dialysis Tue/Thu",
# "Off dialysis for good", and after another thing the user does ("I drive a bus and do dialysis Tue/Thu") (not "my
# dad is on dialysis", "what is dialysis like").
_STILL = r"(?:(?:been|also|still|now|currently|just|finally|recently) )*"
ON_DIALYSIS = lazy_regex(r"(?:^(?:(?:i|i'm|im|i am|i've|ive|i have) )?" + _STILL + r"(?:(?P<off>off|came off|come off|"
                         r"got off|stopped)|on|do|doing|started(?: on)?|go on|went on)|(?<=\band )(?:i )?" + _STILL
                         + r"(?:do|doing|started(?: on)?)) (?P<kind>(?:(?:home|hemo|haemo|peritoneal|pd|"
                         r"in-?cent(?:er|re)|overnight|nightly|nocturnal|automated) )*(?:hemo|haemo)?dialysis)\b")


# What dialysis is for, said after it: "for end-stage kidney disease", "for kidney failure".
DIALYSIS_FOR = lazy_regex(r"\bfor ((?:(?:end|late)[- ]stage |stage \w{1,3} |chronic |acute )?(?:kidney|renal) "
                          r"(?:disease|failure))\b")


def _dialysis(low: str) -> Proposal | None:
    """Dialysis the user is on (or off, which takes it back), their health, keyed as one treatment however done."""
    if not (m := ON_DIALYSIS.search(low)):
        return None
    done = "is on" if m.group()[m.start("kind") - 3:m.start("kind")] == "on " else "does"
    if m.group("off"):
        return Proposal("fact", "health:dialysis", _sentence(f"User is off {m.group('kind')}"), "retract",
                        sensitivity="sensitive", confidence=0.6)
    return Proposal("fact", "health:dialysis", _sentence(f"User {done} {m.group('kind')}"),
                    sensitivity="sensitive", confidence=0.6)


def _procedure_had(text: str, low: str) -> list[Proposal]:
    """An operation the user had (PROCEDURE_HAD), their health: keyed by its name or by what was done to which part."""
    if (" out" in low or "removed" in low) and (out := ORGAN_OUT.search(low)):
        # "after getting my gallbladder out": the organ's removal, the user's health
        said = (text if len(text) == len(low) else low)[:out.end()]
        said = f"User {third_person(said[2:])}" if said[:2] in ("I ", "i ") else (
            f"User: {third_person_possessive(said)}")
        return [Proposal("fact", f"health:{topic_slug(out.group(1))}_removal", _sentence(said),
                         sensitivity="sensitive", confidence=0.6)]
    if not any(hint in low for hint in _PROCEDURE_HINTS):
        return []
    if (done := PART_OPERATED_ON.match(low)) and (part := _singular(done.group("part"))):
        # "had my left knee replaced" is a knee replacement had, keyed as "I had a knee replacement" is
        head = _PART_DONE_HEADS[done.group("done")]
        said = (text if len(text) == len(low) else low)[low.find("had my ", done.start()) + 7:done.end()]
        return [Proposal("fact", f"health:{topic_slug(part)}_{head}", _sentence(f"User had their {said}"),
                         sensitivity="sensitive", confidence=0.6)]
    if not (m := PROCEDURE_HAD.search(low)):
        return []
    # (an operation named only as surgery on a part is keyed by the part, as the part's trouble is: "health:back")
    part, head = m.group("part"), m.group("head")
    key = m.group("named") or (part if head == "surgery" else f"{part}_{head}")
    start = m.start("named") if m.group("named") else m.start("part")
    said = (text if len(text) == len(low) else low)[start:m.end()]
    said = said if said.endswith("surgery") else _a(said)  # "User had knee surgery", "User had a hip replacement"
    return [Proposal("fact", f"health:{topic_slug(key) or key}", _sentence(f"User had {said}"),
                     sensitivity="sensitive", confidence=0.6)]


# A recovery from an addiction called the user's own in passing (searched lowercased): "after my own recovery from
# meth", "my recovery from alcoholism" (not "my recovery from surgery").
MY_RECOVERY = lazy_regex(r"\bmy (?:own )?recovery (?:from|in) (?:an? )?(?:alcohol(?:ism)?|drinking|drugs?|gambling|"
                         r"opioids?|opiates?|heroin|meth|cocaine|crack|"
                         r"(?:drug |alcohol |gambling |opioid )?addiction)\b")
# A lasting condition called the user's own in passing: "part of my autism", "my ADHD brain", "my plantar fasciitis
# is killing me", "my sciatica flared up again" (searched lowercased). (Not one a device or a medicine is for, "an
# inhaler for my asthma", which the device's own rule keys.) Its word boundary is looked behind for once an "m" is
# found, as MY_HINT's is (opening on \b, it was tried at every position: three times as long).
MY_CONDITION = lazy_regex(r"m(?<=\bm)y (autism|adhd|dyslexia|dyspraxia|dyscalculia|dysgraphia|ocd|ptsd|narcolepsy|"
                          r"tinnitus|plantar fasciitis|sciatica|arthritis|fibromyalgia|tendonitis|tendinitis|bursitis|"
                          r"gout|endometriosis|psoriasis|eczema|sleep apnea|scoliosis|vertigo)\b"
                          r"(?! (?:diagnosis|assessment|evaluation|test|screening) (?:is|was) (?:negative|pending))")


# A lasting condition an aid or a medicine is for, called the user's own (searched lowercased): "a CPAP for my sleep
# apnea", "my inhaler for my asthma", "meds for my migraines".
AID_FOR_MY_CONDITION = lazy_regex(r"\bfor my (sleep apnea|asthma|epilepsy|copd|migraines?|"
                                  r"eczema|psoriasis|rheumatoid arthritis|long covid|me/cfs)\b")


# A favorite named before it is called one: "Pizza is my favorite food", "call of duty is my favorite game", "Tacos
# are my favorite", after a comma too ("I like music, aerosmith is my favorite band"). What is named must be a thing
# of its own: "it", "that", "they", "mine" or "everything" point at or cover something the clause does not name.
# Only "is" and "are": "was my favorite" is a past one ("the first one was my favorite").
FAVORITE_NAMED = lazy_regex(
    r"(?:^|,\s+)(?:(?:and|but|so|oh|well)\s+)?([\w'&-]+?(?:\s+[\w'&-]+){0,5}?)(?:\s+(is|are)|('s))\s+"
    r"(?:(?:also|definitely|probably|still|always|easily|totally|by far)\s+)?(one of\s+)?my\s+"
    r"(?:(?:all[- ]time|absolute|very|most|personal|top)\s+)?(?:favou?rites?|faves?)((?:\s+[\w'-]+){0,4})$",
    re.IGNORECASE,
)
# What ends the kind of favorite: a filler ("too", "by far") or a reason or aside after it ("... since they're so
# pretty", "... as a vegan").
FAVORITE_TAIL = lazy_regex(r"\s+(?:since|because|as|when|if|but|and|so|though|although|actually|really)\b.*$"
                           r"|(?:\s+(?:too|also|as well|by far|ever|of all(?: time)?|for sure|now|lol|haha\w*))+$",
                           re.IGNORECASE)
NOT_NAMED = frozenset("it that this they those these there which what who everything anything nothing something "
                      "mine yours all both one none each either neither whatever whichever he she".split())


def _favorite_named(text: str) -> Proposal | None:
    """ "Pizza is my favorite food": the user's favorite food, keyed like "my favorite food is pizza"."""
    if not (m := FAVORITE_NAMED.search(text)):
        return None
    named, verb, one_of = m.group(1), (m.group(2) or "is").lower(), bool(m.group(4))
    what = FAVORITE_TAIL.sub("", m.group(5)).strip()
    if _words(named)[0] in NOT_NAMED or unresolved(named) or set(_words(named)) & {"your", "his", "her", "their", "i"}:
        return None
    slug = topic_slug(what) if what else ""
    if one_of:
        # one of several is a liking, not the favorite: it does not supersede "my favorite food is pizza"
        liked = topic_slug(named)
        said = _sentence(f"User's favorite {what} include {named}" if what else f"User's favorites include {named}")
        return Proposal("preference", f"preference:{liked}", said, confidence=0.6) if liked else None
    slug = slug or topic_slug(named)
    said = _sentence(f"User's favorite {what} {verb} {named}" if what else f"User's favorite: {named}")
    return Proposal("preference", f"favorite:{slug}", said, confidence=0.6) if slug else None


# The favorite the user gives right after asking the listener theirs: "What is your favorite season? Mine is winter!",
# "whats your fave cartoon mine is mickey mouse".
FAVORITE_ANSWERED = lazy_regex(
    r"\byour (?:all[- ]time )?(?:favou?rite|fave) ((?:[\w'-]+ ){0,3}[\w'-]+)\s*(?:\?\s*|\s+)(?:and\s+)?"
    r"mine (is|are|'s) ([^.!?\n,;]{1,60})",
    re.IGNORECASE,
)

SAID_AROUND = lazy_regex(r"\b(?:asked|asks|said|says|told|tells|wondered|wrote|texted)\b", re.IGNORECASE)


def _favorite_answered(text: str) -> list[tuple[Proposal, str]]:
    out = []
    regions = ForeignRegions.of(text)
    for m in FAVORITE_ANSWERED.finditer(text):
        what, verb = m.group(1), "is" if m.group(2) == "'s" else m.group(2).lower()
        answer = FAVORITE_TAIL.sub("", _phrase(m.group(3))).strip()
        words = set(_words(answer))
        around = SAID_AROUND.search(text, max(0, m.start() - 40), min(len(text), m.end() + 40))
        if not answer or unresolved(answer) or words & lx.HEDGES or "secret" in words or around or regions.touch(
            m.start(), m.end()
        ):
            continue  # "Mine is it", "Mine is probably winter", "my sister asked what is your favorite ..."
        if slug := topic_slug(what):
            said = _sentence(f"User's favorite {what} {verb} {answer}")
            out.append((Proposal("preference", f"favorite:{slug}", said, confidence=0.6), m.group()))
    return out


# An allergy said as the reason the user keeps away from a thing, its object left to the clause before: "I'd never
# own a cat — I'm way too allergic", "No shellfish for me, I'm allergic", "I can't have dairy; I'm severely allergic".
# The thing is the user's to avoid, and the allergy theirs ("my son is allergic" is his).
_ALLERGENS = "|".join(sorted({*lx.PETS, *"""peanut peanuts nut nuts shellfish shrimp prawns dairy milk egg eggs gluten
    wheat soy sesame fish bee bees wasps latex penicillin pollen strawberries""".split()}, key=lambda w: (-len(w), w)))
SUPPOSED_BEFORE = lazy_regex(r"\b(?:if|unless|whether|suppose|imagine|what if|wish|hope|pretend)\b[^.!?\n]*$",
                             re.IGNORECASE)
ALLERGIC_REASON = lazy_regex(
    r"(?:\b(?P<neg>never|not|don't|dont|do not|can't|cant|cannot|couldn't|won't|wouldn't|avoid|stay away from|"
    r"keep away from|no)\b(?:\s+[\w']+){0,3}?\s+)?(?:a |an |any |the |more )?\b(?P<thing>" + _ALLERGENS + r")\b(?!')"
    r"[^.!?\n]{0,30}?(?:(?P<reason>\s*[\u2014\u2013;:]\s*|\s+-\s+|,\s*)(?:because |since |as |cause |cuz )?"
    r"|(?:,\s*|\s+)but\s+)"
    r"i(?:'m| am|m) (?:(?:way|far|so|too|very|really|severely|extremely|deathly|super|badly|horribly|quite|"
    r"seriously) )*allergic\b(?:\s+to\s+(?:them|it|those|these)\b)?(?!\s+to\b)", re.IGNORECASE)
MASS_ALLERGENS = frozenset("shellfish dairy milk gluten wheat soy sesame fish latex penicillin pollen".split())
# A question in the rest of its sentence, or a hedge said of the clause right after it ("..., I think", "maybe").
HEDGED_AFTER = lazy_regex(r"[^.!?\n]{0,80}?\?|[\s,]*+(?:i think|i guess|i believe|i suppose|maybe|probably|perhaps|"
                          r"(?:i'm )?not sure|or something|i hope|hopefully|kind of|sort of|kidding|jk)\b",
                          re.IGNORECASE)


def _allergy_reason(text: str) -> list[tuple[Proposal, str, int]]:
    out = []
    regions = ForeignRegions.of(text)
    for m in ALLERGIC_REASON.finditer(text):
        # kept away from ("never own a cat — I'm allergic"), or wanted but for it ("I'd love a dog but I'm allergic")
        kept_away = m.group("reason") is None or m.group("neg") is not None
        if not kept_away or regions.touch(m.start(), m.end()) or HEDGED_AFTER.match(text, m.end()) or (
                SUPPOSED_BEFORE.search(text, max(0, m.start() - 30), m.start())):
            continue
        thing = m.group("thing").lower()
        if thing not in MASS_ALLERGENS and not thing.endswith("s"):
            thing = thing[:-1] + "ies" if thing.endswith("y") else thing + "s"
        said = _sentence(f"User is allergic to {thing}")
        allergy = Proposal("fact", f"health:allergy:{_singular(thing)}", said, sensitivity="sensitive")
        out.append((allergy, m.group(), m.start()))
    return out


# A language named, then called the user's own in the next breath: "Spanish, please. It's my first language", "I
# grew up with Tagalog — it's my native tongue".
LANGUAGE_POINTED = lazy_regex(
    r"\b(?P<language>" + _LANGUAGES + r")\b[^.!?\n]{0,40}?(?:[.!;,:\u2014\u2013]|\s-)\s*(?:and\s+|but\s+)?"
    r"(?:it's|it is|its|that's|that is)\s+(?:also\s+|actually\s+|still\s+)?my\s+(?P<which>first|native|mother|home)"
    r"\s+(?:language|tongue)\b(?!\s+(?:class|course|app|teacher|school|exchange|lesson|partner)\b)", re.IGNORECASE)


# A sign language the user uses, said as a user of it: "BSL user", "I'm an ASL signer" (opening the text, a clause or a
# comma piece); and Deaf said of the user inside a compound: "I'm a Deaf teacher", "My husband and I are both Deaf"
# (capitalized, the identity's word: "a deaf teacher" may teach the deaf).
SIGN_LANGUAGE_USER = lazy_regex(r"(?:^|(?<=[,.;!:]\s)|(?<=\bI'm an )|(?<=\bI am an )|(?<=\bIm an ))"
                                r"(?:(?:fluent|native|lifelong) )?(ASL|BSL|Auslan|NZSL|ISL|LSF)"
                                r" (?:user|signer|speaker)\b")
SIGNER = lazy_regex(r"(?:an? )?(?:(?:fluent|native|lifelong) )?(ASL|BSL|Auslan|NZSL|ISL|LSF) (?:user|signer)\b")
DEAF_SAID_OF_USER = lazy_regex(r"\b(?:I'm|I am|Im) an? (?:proud )?Deaf (?=[a-z])|"
                               r"\b(?:[Mm]y|[Oo]ur) (?:husband|wife|partner|spouse) and I are both Deaf\b")


# A working life over, said as a career ("I spent my career as a signalling engineer with British Rail"), a practice
# before retiring ("I practised as a mechanical engineer for forty years before retiring") or the job where the user
# retired from ("Since retiring from Boeing in 2016, where I was an avionics engineer"): the job once held, as "I'm a
# retired signalling engineer" says it.
CAREER_OVER = lazy_regex(
    r"\bI (?:(?:spent|had) (?:my|our) (?:whole |entire |working |professional )?(?:career|working life)|"
    r"practi[sc]ed(?= as [^.;!?\n]{3,80}?\b(?:before|until|till) (?:I )?retir))"
    r" as (?P<job>an? [\w-]+(?: [\w-]+){0,3}?)(?= (?:with|at|for|in|until|till|before)\b|\s*[,.;!]|\s*$)"
    r"|\bretir(?:ing|ed) from [^,.;!?\n]{1,40}?, where I (?:was|worked as) (?P<job2>an? [\w-]+(?: [\w-]+){0,3}?)"
    r"(?=\s*[,.;!]|\s*$)")


def _deaf_and_signing(text: str) -> list[tuple[Proposal, str, int]]:
    """A sign language used and Deaf said in a compound (SIGN_LANGUAGE_USER, DEAF_SAID_OF_USER), in the user's own
    voice."""
    out = []
    regions = None
    for signing, pattern in ((True, SIGN_LANGUAGE_USER), (False, DEAF_SAID_OF_USER)):
        for m in pattern.finditer(text):
            regions = regions or ForeignRegions.of(text)
            if _asked_after(text, m.end()) or regions.touch(m.start(), m.end()):
                continue
            said = m.group().strip()
            if signing:
                out.append((Proposal("user_model_attr", f"language:{m.group(1).lower()}",
                                     _sentence(f"User: {said}"), confidence=0.6), said, m.start()))
            else:
                out.append((Proposal("fact", "health:deafness", "User is Deaf.", sensitivity="sensitive",
                                     confidence=0.6), said, m.start()))
            break
    return out


# Languages the user says they hold by being bilingual in them (searched lowercased): "I'm bilingual Spanish/English",
# "bilingual in French and Arabic" (how well one is spoken is bare_answers.OWN_LANGUAGE_LEVEL's).
BILINGUAL_IN = lazy_regex(r"^(?:i'm|i am|im)(?: also| fully| totally)? (?:bilingual|trilingual)(?: in)? (" + _LANGUAGES
                          + r")(?:\s*(?:/|,|and|&)\s*(" + _LANGUAGES + r"))?(?:\s*(?:/|,|and|&)\s*(" + _LANGUAGES
                          + r"))?\b")


def _languages_held(text: str, low: str) -> list[Proposal]:
    """The languages a clause says the user is bilingual in (BILINGUAL_IN), each a belief of its own."""
    if m := BILINGUAL_IN.match(low):
        said = _sentence(f"User: {text[m.start():m.end()] if len(text) == len(low) else m.group()}")
        return [Proposal("user_model_attr", f"language:{language}", said, confidence=0.6)
                for language in dict.fromkeys(g for g in m.groups() if g)]
    return []


# A job said after a comma as what the user is doing ("I've been living in Glasgow six years, working as a sparky on
# the council jobs", "..., now working as a paralegal"): the job, read as "I'm a sparky" reads it.
WORKING_AS_SAID_AFTER = lazy_regex(r",\s+(?:(?:now|currently|still|mostly|mainly|also) )?working as "
                                   r"(an? [^,.;:!?()]+)", re.IGNORECASE)
# Schooling the user pays their own way through, said after what they do (searched lowercased): "putting myself
# through community college for dental hygiene", "paying my way through nursing school" (not "I put myself through
# hell", "put myself through college back in the 90s": over; nor a relative's "putting herself through college").
THROUGH_SCHOOL = lazy_regex(r"\b(?:putting myself|(?:paying|working) (?:my way|myself)) through (?:(?:community|"
                            r"nursing|law|med|medical|grad|graduate|art|culinary|beauty|trade|night) )?(?:college|"
                            r"school|uni|university|cc)\b(?: (?:for|in) [a-z][\w -]{2,40}?(?=$|[,.;!?]| so\b| and\b))?")


# A relative of the user's named in a later part of a sentence, doing or undergoing something: "because my son has
# surgery that morning", "and my granddaughter got me hooked", "and my sister rents a chair from me". Who is said to
# be theirs is theirs, whatever is said of them (not "my ex-wife", "my late husband", "my friend's husband", "my wife's
# sister"); a parent or a grandparent, whom everyone has, says little in passing, and is left out.
_JOINED_KIN = ("wife|husband|son|daughter|brother|sister|fianc[e\u00e9]e?|girlfriend|boyfriend|grandson|"
               "granddaughter|stepson|stepdaughter|kids")
KIN_AFTER_JOINER = lazy_regex(
    r"\b(?:(?P<why>because|cause|cos|cuz|since|as|while|now that)|and|but|so)\s+my\s+"
    r"((?:(?:little|older|younger|big|baby|eldest|oldest|youngest|teenage|adult|two|three)\s+)?(?:" + _JOINED_KIN
    + r"))\b(?!'|\u2019|-| in[- ]law)\s+(?:(?:just|also|still|finally|recently|really|actually|now|always)\s+)?"
    r"(?:is|has|was|had|got|gets|does|did|works|rents|runs|says|said|thinks|told|keeps|wants|needs|lives|loves|"
    r"handles|started|starts|will|can|turned|goes|went|plays|helps|asked)\b")
# The user in what a relative does, after "and", "but" or "so": "got me hooked", "rents a chair from me".
WITH_THE_USER = lazy_regex(r"\b(?:me|us|our)\b", re.IGNORECASE)
# A sentence about someone else, whatever it says of the user's own: "She loves my cat Milo", "They walk my dog Rex".
OTHERS_OPENING = lazy_regex(r"\s*(?:she|he|they|you|someone|somebody|everyone|everybody|people|nobody)\b",
                            re.IGNORECASE)
# What says a relative or a pet is gone, for whom nothing is formed in passing: "my dad passed", "my dog Rex died".
GONE_NEAR = lazy_regex(r"\b(?:died|dies|passed|passing|put down|put to sleep|funeral|rehom|gave (?:him|her) away|"
                       r"lost (?:him|her)|miss (?:him|her)|rip)\b", re.IGNORECASE)


# The words KIN_AFTER_JOINER's "my" follows, for the cheap look before it is tried.
_JOINERS_BEFORE_MY = tuple(f"{word} my " for word in (
    "because", "cause", "cos", "cuz", "since", "as", "while", "that", "and", "but", "so"))


def _kin_joined(text: str) -> list[tuple[Proposal, str, int]]:
    """The relatives KIN_AFTER_JOINER finds, each the user's (the key alone: what is said of them is theirs)."""
    low = text.lower()
    if not any(joined in low for joined in _JOINERS_BEFORE_MY):
        return []
    out = []
    regions = None
    for m in KIN_AFTER_JOINER.finditer(text):
        sentence_end = re.search(r"[.!?\n]", text[m.end():])
        sentence = text[m.start():m.end() + (sentence_end.start() if sentence_end else len(text))]
        if regions is None:
            regions = ForeignRegions.of(text)
        if regions.touch(m.start(), m.end()) or GONE_NEAR.search(sentence) or _asked_after(text, m.end()):
            continue
        if not m.group("why") and not WITH_THE_USER.search(sentence.split(",", 1)[0]):
            continue  # ("and my sister has two dogs": theirs; "and my granddaughter got me hooked": the user's too)
        kin = m.group(2).split()[-1].lower()
        key = "kid" if kin == "kids" else _kin(kin)
        said = _sentence(f"User has {'kids' if kin == 'kids' else _a(kin)}")
        out.append((Proposal("relationship", f"family:{key}", said, confidence=0.55), m.group(), m.start()))
    return out


# A pet of the user's named in passing, by its name or by what is said of it: "my dog Pepper", "my cat Pickle's UTI",
# "my own dog, a deaf Dalmatian called Pepper", "my two huskies' shedding" (its kind the key; not a pet gone).
_PET_KINDS = "|".join(sorted({w for w in (*lx.PETS, *lx.BREEDS) if w.isalpha()} - set(AMBIGUOUS_BREEDS) - {
    "fish", "bird", "birds", "pig", "pigs", "cow", "cows", "chicken", "chickens", "goat", "goats", "lab", "labs",
    "guinea", "shepherd", "mutt", "mutts"}, key=len, reverse=True))
PET_IN_PASSING = lazy_regex(
    r"\bmy (?:own |little |old |sweet |senior |rescue )?(?:(?P<kind>" + _PET_KINDS + r") (?-i:(?P<name>[A-Z][a-z]+))"
    r"\b(?! [A-Z])|(?P<own>dog|cat), an? [\w -]{0,40}?\b(?:called|named) (?-i:[A-Z])|(?P<count>two|three|four|2|3|4) "
    r"(?P<several>" + _PET_KINDS + r")(?:'|\u2019)\s)", re.IGNORECASE)


# The words PET_IN_PASSING's kinds are, and those that may come between "my" and a kind, for the cheap look before it.
_PET_KIND_WORDS = frozenset(_PET_KINDS.split("|"))
_BEFORE_PET_KIND = frozenset("own little old sweet senior rescue two three four 2 3 4".split())


def _pet_word_after_my(text: str) -> bool:
    """Whether a pet's kind follows a "my" (one or two words on) with what PET_IN_PASSING needs after it: a name in
    capitals, a comma, or the mark of a possessive."""
    for piece in text.replace("My ", "my ").split("my ")[1:]:
        words = piece.split(" ", 4)
        for at, word in enumerate(words[:3]):
            if word.rstrip(",'\u2019").lower() in _PET_KIND_WORDS:
                if word[-1:] in (",", "'", "\u2019") or (at + 1 < len(words) and words[at + 1][:1].isupper()):
                    return True
                break
            if word.lower() not in _BEFORE_PET_KIND:
                break
    return False


def _pets_in_passing(text: str) -> list[tuple[Proposal, str, int]]:
    """The pets PET_IN_PASSING finds, each the user's, keyed on its kind."""
    if not _pet_word_after_my(text):
        return []
    out = []
    regions = None
    for m in PET_IN_PASSING.finditer(text):
        sentence_end = re.search(r"[.!?\n]", text[m.end():])
        sentence = text[m.start():m.end() + (sentence_end.start() if sentence_end else len(text))]
        if regions is None:
            regions = ForeignRegions.of(text)
        opening = max(text.rfind(stop, 0, m.start()) for stop in ".!?\n") + 1
        if regions.touch(m.start(), m.end()) or GONE_NEAR.search(sentence) or _asked_after(text, m.end()) or (
                OTHERS_OPENING.match(text, opening)):
            # (not "She loves my cat Milo", "Do you love my cat Milo?": another's liking, or a question)
            continue
        kind = _pet((m.group("kind") or m.group("own") or m.group("several")).lower())
        if kind not in lx.PETS and kind not in ("dog", "cat", "horse"):
            continue
        said = _sentence(f"User has {m.group('count')} {m.group('several')}" if m.group("several") else
                         f"User has {_a(kind)}")
        out.append((Proposal("relationship", f"pet:{kind}", said, confidence=0.55), m.group(), m.start()))
    return out

"""A fact inside a request or a formal frame, and learner English."""

from __future__ import annotations

import re

from memform.extract import lexicon as lx
from memform.extract.patterns import lazy_regex

from .subjects import _singular, _words

# -- a fact inside a request or a formal frame -----------------------------------------------------------
DIAGNOSED = lazy_regex(r"i (?:(?:just|recently|finally|only|officially) )?(?:was|got|have been|'ve been|am being) "
                       r"(?:recently |just |finally |officially )?diagnosed with (.+)", re.IGNORECASE)
# How a drink is had, no part of what is drunk: "my espresso straight", "my coffee black", "bourbon neat".
DRUNK_HOW = lazy_regex(r"(?<=\w) (?:(?:always|only|usually|mostly) )?(?:straight|black|neat|up|on the rocks|iced|hot|"
                       r"cold|plain|strong|unsweetened|with(?:out)? (?:milk|sugar|cream|ice|oat milk|honey|lemon)|"
                       r"no (?:milk|sugar|cream|ice))$", re.IGNORECASE)
# How much of it, and how often, around what is eaten or drunk: "like 4-5 Monsters a shift", "about three coffees a
# day", "two pizzas a week" are the Monsters, the coffee, the pizza (a hedge, a count and a rate key nothing).
EATEN_COUNT = lazy_regex(r"^(?:(?:like|about|around|maybe|roughly|probably|easily|at least|up to)\s+)?"
                         r"(?:\d+(?:\s*[-\u2013/]\s*\d+)?|(?:one|two|three|four|five|six|seven|eight|nine|ten|"
                         r"a couple of|a few|several)(?:\s+(?:or|to)\s+(?:two|three|four|five|six|seven|eight|nine|"
                         r"ten))?)\s+(?=\w)",
                         re.IGNORECASE)
EATEN_RATE = lazy_regex(r"\s+(?:a|an|per|each|every)\s+(?:day|night|week|month|shift|morning|evening|weekend|"
                        r"workday|meal|sitting)\b.*$", re.IGNORECASE)
# A child named by their age alone ("my 5-year-old", "my 15-year-old"), before what they do: not "my 3-year-old laptop".
AGED_CHILD = lazy_regex(r"(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|"
                        r"fifteen|sixteen|seventeen)-(?:year|yr)-old")
CHILD_DOES = frozenset("""is isn't was has had loves likes hates wants keeps just still started asked goes gets does
doesn't won't can't refuses thinks says said needs plays reads watches talks cries screams sleeps attends""".split())
# The child a single parent is with: "a single dad with a 12-year-old", "a single mom with two boys".
PARENT_WITH_CHILD = lazy_regex(r"\b(?:mom|mum|dad|mother|father|parent) (?:with|w/|w)(?P<w> )(?:an? |one |two |three |"
                               r"four |my |\d )?"
                               r"(?:(?:\d{1,2}|[a-z]+)-(?:year|yr)-olds?|(?:\d{1,2}-year-old |little |young )?"
                               r"(kids|children|child|son|sons|daughter|daughters|boys?|girls?|twins|toddlers?|teens?|"
                               r"teenagers?))\b", re.IGNORECASE)
# The language a household speaks at home: "We speak Georgian at home", "we mostly speak Hindi and Tamil together",
# "we spoke Arabic growing up" (not "we speak English at work", "we speak the same language").
HOUSEHOLD_SPEAKS = lazy_regex(r"we (?:(?:mostly|usually|only|still|always|all|both|mainly) )*(?:speak|spoke) "
                              r"(?P<languages>(?-i:[A-Z])[a-z]+(?:(?:,| and| or|,? and) (?-i:[A-Z])[a-z]+)*) "
                              r"(?:at home|together|with each other|to each other|as a family|in (?:the|our) "
                              r"(?:house|home)|with (?:the|our) (?:kids|children)|growing up)\b", re.IGNORECASE)
# An animal said to be the user's: "The bearded dragon is mine, though", "Biscuit, the beagle mix we took in back in
# March, is ours for good now" (a foster kept: not "is mine for the weekend", "is ours until Sunday").
ANIMAL_IS_MINE = lazy_regex(r"(?:(?-i:[A-Z])[\w'-]*, )?(?:the|this|that|our|my) ([a-z][\w -]{1,80}?),? (?:is|are) "
                            r"(?:now |officially |all |really |finally )*(?:mine|ours)(?:,? (?:for good|for keeps|"
                            r"permanently|officially|now|though|too|forever|anyway))*$", re.IGNORECASE)
# Where the animal's name ends and what is said of it begins: "the beagle mix we took in back in March".
ANIMAL_IS_MINE_CUT = lazy_regex(r" (?:we|i|that|who|which|you|from|since)\b", re.IGNORECASE)
# An animal rescue the user runs, by the animals it takes in: "a small nonprofit rabbit rescue", "a dog rescue" (how big
# or how it is funded is no part of it).
ANIMAL_RESCUE_RUN = lazy_regex(r"(?:a|an|my|our|the) (?:(?:small|little|tiny|local|nonprofit|non-profit|volunteer|"
                               r"volunteer-run|foster-based|home-based|all-volunteer) )*([a-z]+(?: [a-z]+)?) rescue\b"
                               r"(?! (?:mission|dog|cat|team|squad|boat|helicopter|crew)\b)", re.IGNORECASE)
# An animal kept only until it is adopted: a foster, not the user's pet ("a husky mix until she finds a home").
FOSTERED = lazy_regex(r"\buntil (?:she|he|it|they|the \w+) (?:finds?|gets?) (?:a |an |her |his |its |their )?"
                      r"(?:forever |new |permanent |good )?(?:home|family)\b", re.IGNORECASE)
# A condition the user's doing is dated by: "switched to green tea after I was diagnosed with acid reflux".
DIAGNOSED_AFTER = lazy_regex(r",?\s+(?:ever since|after|since|when|once) (i (?:was|got|have been|'ve been) "
                             r"(?:recently |just |finally |officially )?diagnosed with \S.*)", re.IGNORECASE)
# A condition had since a time or for a span: "had asthma since childhood", "had type 1 diabetes since I was 12".
CONDITION_HAD = lazy_regex(r"had ((?!(?:a|an|the|my|it|this|that|to|no|some|enough|fun|time)\b)[\w' -]{2,60}?),? "
                           r"(?:(?:ever )?since|for (?:[\w-]+ ){0,3}?(?:years?|decades?|ages|a long time)\b|"
                           r"(?:my|all my) (?:whole |entire )?life\b)", re.IGNORECASE)
# A condition of a pregnancy, named ("gestational diabetes", "postpartum depression"), and what may stand before it.
PERINATAL = lazy_regex(r"\b(?:(gestational) diabetes|(?:post-?partum|post-?natal|perinatal) depression)\b",
                       re.IGNORECASE)
AFIB = lazy_regex(r"(?:been (?:recently |just )?diagnosed with )?(?:atrial fibrillation|a-?fib)\b", re.IGNORECASE)
DIAGNOSED_WITH = lazy_regex(r"(?:been |got |was )?diagnosed with |(?:mild |severe |bad )", re.IGNORECASE)
# A career spent with one employer, named: "spent my whole career at Boeing", "spent my entire career with Siemens".
CAREER_AT = lazy_regex(r"(?:(?:spent|worked) )?(?:my (?:whole |entire )?|all of my |most of my )career (?:at|with) "
                       r"(?-i:[A-Z])", re.IGNORECASE)
# A job taken with an employer named: "I'm joining Deloitte as a senior consultant", "starting at Stripe as an SRE".
JOINING_AS = lazy_regex(r"i(?:'m| am) ((?:officially |now |finally )?(?:joining|starting at) ((?-i:[A-Z])[\w&.'-]*"
                        r"(?: (?-i:[A-Z])[\w&.'-]*){0,2}) as (?:a |an |the |their |its )?(.+))", re.IGNORECASE)
TREATED_FOR = lazy_regex(r"i(?:'m| am) ((?:currently |now |still )?(?:being treated|getting treated|in treatment|"
                         r"getting treatment) for (.+))", re.IGNORECASE)
# An injury or a condition healing: "I'm just coming back from a stress fracture", "recovering from a torn ACL".
RECOVERING_FROM = lazy_regex(r"i(?:'m| am) ((?:just |still |now |slowly )?(?:recovering|coming back|bouncing back|"
                             r"rehabbing|healing) from (?:my |a |an )?(.+))", re.IGNORECASE)
LANGUAGE_AND = lazy_regex(r"(?:\s*,\s*|\s+and\s+|\s*,\s*and\s+)(?:" + "|".join(sorted(lx.LANGUAGES)) + r")\b"
                          r"(?:(?:\s*,\s*|\s+and\s+|\s*,\s*and\s+)(?:" + "|".join(sorted(lx.LANGUAGES)) + r")\b)*",
                          re.IGNORECASE)
HAVE_MOVED = lazy_regex(r"i(?:'ve| have) ((?:just |recently |now |finally )*(?:(?:moved|relocated) "
                        r"(?:back |over |up |down )?to (?-i:[A-Z])|joined (?:the |a |an |my |our )?\w).+)",
                        re.IGNORECASE)  # (and a club joined: "I've joined the Sierra Club" is "I joined ...")
# How the user works, changed, said in the perfect: "I've gone part time", "I have just gone freelance" (see
# WORK_STATUS_CHANGE).
HAVE_GONE_STATUS = lazy_regex(r"i(?:'ve| have) ((?:just |recently |now |finally |officially )*)gone ((?:back )?(?:to )?"
                              r"(?:freelance|self[- ]employed|owner[- ]operator|part[- ]?time|full[- ]?time|per diem|"
                              r"prn|independent|contract)\b.*)", re.IGNORECASE)
# A language learned, named first and said with how, where or since when: "Korean on Duolingo", "Portuguese for my
# partner's family", "Japanese since March" (not "French cooking", "Korean history": a thing of the country, learned).
LANGUAGE_LEARNED = lazy_regex(r"(" + "|".join(sorted(lx.LANGUAGES)) + r")(?=\s*$|\s*[,;.!?(]|\s+(?:on|with|through|via|"
                              r"using|from|for|"
                              r"since|at|in|and|but|so|now|again|online|slowly|properly|too|as well|every|each|lol|"
                              r"haha|right now|these days|this year|at the moment)\b)", re.IGNORECASE)
BEEN_LEARNING = lazy_regex(r"been (?:(?:slowly|really|also|steadily|gradually|casually|finally|actually) )?"
                           r"(?:learning|studying|teaching myself|trying to learn) ", re.IGNORECASE)
# A pursuit taken up, said in the perfect: "I've also started running again", "I have taken up knitting".
HAVE_STARTED = lazy_regex(r"i(?:'ve| have) (?:(?:just|recently|now|finally|also|since|actually) )*"
                          r"(started|begun|taken up|picked up) (\w+ing\b.*)", re.IGNORECASE)
PAST_OF_PERFECT = {"begun": "began", "taken up": "took up"}
# "we moved from Chicago to Phoenix": where from is said before where to (a place, at most a few words)
WE_MOVED = lazy_regex(r"we(?:'ve| have)? ((?:just |recently |finally )*(?:moved|relocated) "
                      r"(?:back |over |up |down )?(?:from (?-i:[A-Z])[\w.'-]*(?: [\w.'-]+){0,3}? )?to .+)",
                      re.IGNORECASE)
WE_MOVED_INTO = lazy_regex(r"we(?:'ve| have)? ((?:just |recently |finally |then )*moved into .+)", re.IGNORECASE)
# Where one has lived up to now: "lived in Spain, near Alicante, since 2015", "in Denver for ten years" (a
# bare "I have lived in Paris" is a past experience).
LIVED_SINCE = lazy_regex(r"lived in (?-i:[A-Z])[^;.!?]*?\b(?:since\b|for (?:the (?:last|past) )?"
                         r"(?:\w+ |a few |a couple of )?(?:years?|decades?|months?)\b|"
                         r"for (?:most of|all) (?:my|our) (?:life|lives)\b|all (?:my|our) (?:life|lives)\b)",
                         re.IGNORECASE)
# Where one lives, in Indian English: "I am staying in Pune since 2015" (a stay with no length is a visit).
STAYING_SINCE = lazy_regex(r"staying in (?-i:[A-Z])[\w'-]*(?: (?-i:[A-Z])[\w'-]*)* (?:since|for (?:the )?"
                           r"(?:last |past )?(?:\w+ )?years?)\b", re.IGNORECASE)


# -- learner English ------------------------------------------------------------------------------
_LANGUAGES = "|".join(sorted(lx.LANGUAGES))
# The lexicon's alternations the rules' patterns hold, joined once (not per clause read).
_DIETS = "|".join(sorted(lx.DIETS))
# A diet said as the second of two things the user is: "lactose intolerant and pescatarian" (not "and a vegan chef").
DIET_AND = lazy_regex(r"\band (?:also )?(?:a |an )?(" + _DIETS + r")\s*$", re.IGNORECASE)
_IDENTITIES = "|".join(lx.IDENTITIES)


def _alternatives(words: tuple[str, ...]) -> str:
    """The words as one alternation, the longest first ("roman catholic" before "catholic")."""
    return "|".join(re.escape(w).replace(r"\ ", r"\s+") for w in sorted(words, key=len, reverse=True))


# Faith, orientation, a political view or a party said of oneself, with what says how much before it: "a devout
# Catholic", "a proud gay man", "a lifelong Democrat", "a Labour voter", "politically conservative". (Not "a former
# Catholic" or "a lapsed Catholic", which say it is over: those are keyed as said, and sensitive still.)
BELIEF_SAID = lazy_regex(
    r"(?:(?P<article>an?) )?(?:(?:very|quite|pretty|fairly|deeply|devout|devoutly|practicing|practising|observant|"
    r"proud|proudly|lifelong|life-long|registered|staunch|committed|card-carrying|die-hard|diehard|hardcore|loyal|"
    r"longtime|long-time|lifetime|strong|firm|devoted|born-again|openly|culturally|cultural|secular|big|huge|true|"
    r"orthodox)\s+)*"
    r"(?:(?P<faith>" + _alternatives(lx.FAITHS + lx.ORIENTATIONS) + r")(?:\s+(?:woman|man|person|guy|girl|lady|mom|"
    r"mum|dad|mother|father|parent|convert|family))?"
    r"|(?P<party>" + _alternatives(lx.PARTIES) + r")\s+(?P<role>voter|supporter|member|party member|activist)"
    r"|(?P<politics>" + _alternatives(lx.POLITICS + lx.POLITICS_BARE) + r")(?:\s+(?:supporter|activist))?"
    r"|politically\s+(?P<leaning>conservative|liberal|moderate|progressive|centrist|independent|left-leaning|"
    r"right-leaning|left|right))"
    r"(?=\s*$|\s*[,;.!]|\s+(?:and|so|but|too|now|myself|here|though|tbh|btw|by (?:birth|upbringing|choice)|at heart|"
    r"through and through)\b)", re.IGNORECASE)
# A party voted for by habit: "I vote Green", "I always vote Labour", "I've always voted Democrat" (not "I voted for
# Biden", once, nor "I vote early").
VOTES = lazy_regex(r"(?:(?:always|usually|normally|generally|mostly|still|only|just|consistently|typically) )*"
                   r"(?:vote|(?<=always )voted|(?<=consistently )voted) (?:for )?(?:the )?(?P<party>"
                   + _alternatives(lx.PARTIES) + r")(?: party)?(?=\s*$|\s*[,;.!]|\s+(?:and|but|so|every time|"
                   r"in every election|at every election|always|usually|mostly|now|these days|myself|though)\b)",
                   re.IGNORECASE)
# A faith one was brought up in, after "raised" ("raised Baptist", "brought up Catholic", "raised in the Lutheran
# church"), and a leaving of it said after ("but I left the church", "but I'm not religious anymore").
RAISED = lazy_regex(r"\bI (?:was |got )?(?:raised|brought up|grew up) ", re.IGNORECASE)
RAISED_IN_FAITH = lazy_regex(r"(?:in (?:the |a )?)?(?:(?:strict|strictly|devout|devoutly|very|pretty|fairly|"
                             r"super|conservative|evangelical|orthodox) )*(" + _alternatives(lx.FAITHS)
                             + r")(?: church| faith| household| home| family)?\b", re.IGNORECASE)
LEFT_THE_FAITH = lazy_regex(r"[^.!?]{0,40}?\b(?:but|and|though)\s+(?:i\s+|i've\s+|i'm\s+|i have\s+|i am\s+)?"
                            r"(?:(?:have|had|long|since|eventually|later|just)\s+)*(?:left|walked away|drifted away|"
                            r"deconverted|quit|stopped (?:going|practicing|practising|believing)|"
                            r"(?:no longer|not)\s+(?:religious|a believer|practicing|practising|(?:a |an )?"
                            + _alternatives(lx.FAITHS) + r")(?:\s+any\s?more)?)\b", re.IGNORECASE)
# A faith converted to, by its creed or its believer ("converted to Judaism", "converted to Islam", "became Catholic" is
# BELIEF_SAID's); the key is the believer's word, as "I'm Jewish" is keyed.
FAITH_OF_CREED = {"judaism": "jewish", "islam": "muslim", "catholicism": "catholic", "buddhism": "buddhist",
                  "hinduism": "hindu", "sikhism": "sikh", "christianity": "christian", "mormonism": "mormon",
                  "orthodoxy": "orthodox", "protestantism": "protestant", "anglicanism": "anglican",
                  "lutheranism": "lutheran", "methodism": "methodist", "quakerism": "quaker", "paganism": "pagan",
                  "taoism": "taoist", "jainism": "jain", "wicca": "wiccan"}
CONVERTED_TO_FAITH = lazy_regex(r"converted to (?:(?:orthodox|reform|conservative|roman|catholic|evangelical) )?("
                                + "|".join(sorted(FAITH_OF_CREED, key=len, reverse=True)) + "|"
                                + _alternatives(lx.FAITHS) + r")\b(?!\s+(?:friends?|boyfriend|girlfriend|husband|"
                                r"wife|partner|family|in-laws))", re.IGNORECASE)
# Bodies one is elected to, before "member": "a city council member" holds a seat, as "a councilor" does.
ELECTED_BODIES = frozenset(("council", "legislature", "parliament", "assembly", "congress", "senate"))
# One who keeps up a pursuit, by the pursuit's key: "a beekeeper" keeps bees, as "a runner" runs.
HOBBYISTS = {"beekeeper": "beekeeping", "birdwatcher": "birdwatching", "birder": "birding", "knitter": "knitting",
             "quilter": "quilting", "runner": "running", "jogger": "running", "cyclist": "cycling",
             "swimmer": "swimming", "hiker": "hiking", "backpacker": "backpacking", "climber": "climbing",
             "skier": "skiing", "snowboarder": "snowboarding", "surfer": "surfing",
             "golfer": "golf", "angler": "fishing", "woodworker": "woodworking", "homebrewer": "homebrewing",
             "wrestler": "wrestling", "kitesurfer": "kitesurfing", "windsurfer": "windsurfing",
             "freediver": "freediving",
             "boulderer": "bouldering", "mountaineer": "mountaineering", "kayaker": "kayaking",
             "paddleboarder": "paddleboarding", "skateboarder": "skateboarding", "marathoner": "running",
             "bodybuilder": "bodybuilding", "powerlifter": "powerlifting", "weightlifter": "weightlifting",
             "boxer": "boxing", "kickboxer": "kickboxing", "grappler": "grappling", "fencer": "fencing",
             "rower": "rowing", "triathlete": "triathlon", "skater": "skating", "diver": "diving",
             "crocheter": "crochet", "streamer": "streaming", "speedrunner": "speedrunning",
             # (a licensed radio amateur: "I'm a ham", "Ham since 1988")
             "ham": "ham_radio",
             # (at the lanes, and one who forages for wild food)
             "bowler": "bowling", "forager": "foraging"}
# A bowler at cricket, no bowler at the lanes: "a fast bowler", "a leg-spin bowler for my cricket club".
CRICKET_BOWLING = frozenset("fast spin seam pace leg off medium swing opening leg-spin off-spin left-arm right-arm "
                            "cricket".split())


def _cricket_bowler(head: str, nouns: list[str], rest: str) -> bool:
    """Whether a bowler named is a cricketer (CRICKET_BOWLING), whose pursuit is no bowling."""
    return head == "bowler" and (bool(set(nouns) & CRICKET_BOWLING) or "cricket" in rest.lower())


# A diet switched to: "vegan", "a vegetarian diet", "being pescatarian" (not "vegan leather", "keto bread": a thing;
# a diet of a faith, halal or kosher, is left to the rules that read it).
DIET_SWITCHED_TO = lazy_regex(r"(?:a |an |being |eating |fully |strictly |mostly )*(?:vegan|vegetarian|pescatarian|"
                              r"keto|paleo|gluten-free|plant-based|carnivore)(?: diet)?(?=\s*$|\s*[,;.!]|\s+(?:now|"
                              r"last|this|since|after|because|and|for|a few|two|three|recently|lol)\b)", re.IGNORECASE)
# A switch to doing something with an object: "switched to raising pigs", "switched to working nights".
SWITCHED_TO_DOING = lazy_regex(r"(?:full[- ]time |part[- ]time )?([a-z]+ing) (?!shoes?\b|gear\b|clubs?\b)\w", re.I)
# A limb or an eye lost (not "lost my head", "my footing", "my hand at poker"): "lost my left leg below the knee".
LOST_LIMB = lazy_regex(r"(?:(?:partially|completely) )?lost (?:my |both |both of my )?(?:(left|right) )?(legs?|arms?|"
                       r"feet|foot|eyes?|fingers?|toes?|thumbs?)\b(?! (?:to (?!(?:a|an|the|my)\b)|at|in (?:a|the) "
                       r"(?:game|bet|poker))\b)", re.IGNORECASE)
# One key for one party or view, however it is called.
BELIEF_KEYS = {"jew": "jewish", "roman catholic": "catholic", "baha'i": "bahai", "bi": "bisexual",
               "non-binary": "nonbinary", "trans": "transgender", "tories": "tory", "greens": "green",
               "green party": "green", "labour party": "labour", "dems": "democrat", "democrats": "democrat",
               "democratic": "democrat", "democratic party": "democrat", "republicans": "republican",
               "republican party": "republican", "gop": "republican", "conservatives": "conservative",
               "conservative party": "conservative", "lib dem": "lib_dem", "lib dems": "lib_dem",
               "liberal democrat": "lib_dem", "liberal democrats": "lib_dem", "libertarian party": "libertarian",
               "liberals": "liberal", "liberal party": "liberal", "reform uk": "reform", "lefty": "leftist",
               "maga republican": "maga", "trumper": "maga"}
_CONDITIONS = "|".join(sorted(lx.CONDITIONS))
# When a habit happens, put before its subject: "Every day I go to my job with bicycle".
# The first words FRONTED_WHEN opens on (most clauses open otherwise, and skip it).
FRONTED_WORDS = frozenset("every each usually normally on since outside in after before irl by professionally at "
                          "for these most here out over back".split())
FRONTED_WHEN = lazy_regex(
    r"^(?:(?:every|each) (?:single )?(?:day|morning|evening|night|week|weekend|month|year|summer|winter|"
    r"(?:mon|tues|wednes|thurs|fri|satur|sun)day)|usually|normally|on weekends|since then"
    # when the user is free: "Outside of class", "In my free time", "After work"
    r"|outside (?:of )?(?:class|school|work|uni|college)|in my (?:free|spare|down) time|after (?:work|school|class)"
    r"|on (?:my )?(?:days off|evenings|weeknights)|before (?:that|this|then)"
    # where the user is what they say: "In real life I'm a nurse", "By day I'm an accountant", "Here in Denver I
    # work as a nurse" (a named place alone, "In Skyrim I'm a werewolf", may be a game's or a story's)
    r"|in real life|irl|in rl|by (?:day|night)|by trade|professionally|at (?:work|home|night)|in my day job|"
    r"for my day job|these days|most days|on the side|for fun|in the (?:evenings|mornings)|on (?:the )?weekends"
    # what the user does for themselves: "For my own reading I'm obsessed with Ocean Vuong"
    r"|for my own (?:reading|listening|viewing|enjoyment|pleasure|part)|for (?:pleasure|myself)"
    r"|(?:here|out here|over here|back here) in (?-i:[A-Z])[\w.'-]*(?: (?-i:[A-Z])[\w.'-]*){0,2})\s*,?\s+"
    r"(?=(?:i|i'm|i've)\b)",
    re.IGNORECASE,
)
# A diet kept for one's faith is sensitive: "I am not eating pork because of my religion".
RELIGIOUS_DIET = lazy_regex(
    r"i(?:'m| am)? (?:not|don't|do not|dont|never) (?:eat|eating|drink|drinking|touch|touching) (?:any )?(.+?),?"
    r" (?:because of|for|due to) (?:my|our) (?:religion|faith|religious (?:beliefs|reasons))\b"
    r"|i(?:'m| am)? (?:not|don't|do not|dont|never) (?:eat|eating|drink|drinking) (?:any )?(.+?),?"
    r" for religious reasons\b",
    re.IGNORECASE,
)
# The present continuous for a habit: "I am watching every match since I was child" is "I watch every match".
PROGRESSIVE = lazy_regex(r"i(?:'m| am) ((not )?((?:also |still |always |usually |normally |often |currently )?)"
                         r"([a-z]+ing)\b)", re.IGNORECASE)
HABIT = lazy_regex(
    r"\b(?:every|each|always|usually|normally|regularly|daily|weekly|for (?:\w+ )?years|since (?:\d{4}|(?:\w+ )?years?|"
    r"i was|i'm|(?:a |the |my )?(?:child|kid|childhood|boy|girl|school|university|college)))\b",
    re.IGNORECASE,
)
# How much of a pursuit in a span of time, a habit too: "I'm running about 30 miles a week", "swimming 2k per day".
PER_PERIOD = lazy_regex(r"\b(?:a|per) (?:day|week|month)\b", re.IGNORECASE)
# A learner's "am" before a verb of dwelling: "I am live in Valencia", "I am living since 2019 in Porto" is read
# elsewhere; only the uncontracted "am" and a place word after it ("I'm live on Twitch" is a stream).
LEARNER_AM_LIVE = lazy_regex(r"(i) am (?=live (?:in|near|at|with|outside|close to) )", re.IGNORECASE)
# How long, put before what is had, as a learner of German or Dutch word order says it: "I have since three years a
# cat", "I have since 2019 two dogs" (the thing had needs its article or number: "I have since then ..." is none).
LEARNER_SINCE_FIRST = lazy_regex(
    r"(i (?:have|own)) (since (?:(?:19|20)\d\d|(?:a|one|two|three|four|five|six|seven|eight|nine|ten|\d+) "
    r"(?:years?|months?|weeks?))) ((?:a|an|one|two|three|four|\d+) [\w'-]+(?: [\w'-]+)?)(?=$|[,;.])", re.IGNORECASE)
# A job held "as" or "like" one, its article dropped: "I am working like software engineer in Munich".
WORKING_AS = lazy_regex(
    r"i(?:'m| am)? (?:also |still |now |currently )?(?:working|work|employed)"
    # how or when, before the job: "I work from home as a translator", "night shifts as an ER nurse"
    r"(?: (?:from home|remotely|remote|full[ -]time|part[ -]time|freelance|nights|days|weekdays|mornings|"
    r"afternoons|overnights|weekends|evenings|"
    r"(?:night |day |late |early )?shifts?))?"
    # where, named before the job: "I am working in SBI as clerk", "I work at Infosys as developer"
    r"(?: (?:at|in|for|with) (?-i:[A-Z])[\w&.'-]*(?: (?-i:[A-Z])[\w&.'-]*){0,3})? (as|like) (?:a |an )?(.+)",
    re.IGNORECASE
)
# An employer named before the job "as" one: "at Infosys as ..." (not "in Pune as ...", a place).
EMPLOYER_BEFORE_AS = lazy_regex(r" (?:at|for|with) (?-i:[A-Z])")
PLACE_NAMED = lazy_regex(r"\bin ((?-i:[A-Z][a-z][\w'-]*)(?: (?-i:[A-Z][a-z][\w'-]*))*)(?!\s+(?:company|bank|hospital|"
                         r"GmbH|AG|Inc|Ltd|LLC|Corp|SA|group|team)\b)")
# A job got that is the user's one job now: "a new job", "a job as a nurse" (not "a second job", "two jobs").
# "my first job at Chick-fil-A", "a part-time job as a cashier": what the user does now; a first job held "at 16",
# "when I was…" or "in high school" is a time long past, not a job held now
NEW_JOB = lazy_regex(r"(?:a|an|my)\s+(?:(?:new|dream|great|good|first|first real|part[- ]time|summer|"
                     r"full[- ]time)\s+)*(?:job|career)\b", re.IGNORECASE)
JOB_LONG_AGO = lazy_regex(r"\b(?:at \d+|when|in (?:high school|college|(?:19|20)\d\d)|years? ago|back (?:then|in))\b",
                          re.I)
# A shoe size: a men's number (a women's one may be a dress size, so only with a width or a shoe), or a size
# with a shoe ("a men's 11 wide", "a size 9 shoe", "size 42 in boots"; not "a men's 32 waist", "a size 12").
_SHOE_NUMBER = r"(?:[4-9]|1[0-6]|3[5-9]|4[0-9])(?:\.5)?"
_SHOE = r"(?:shoes?|boots?|sneakers?|trainers?|heels)"
SHOE_SIZE = lazy_regex(
    rf"(?:a |an )?(?:men'?s (?:size )?{_SHOE_NUMBER}(?: (?:wide|narrow|extra wide))?"
    rf"|(?:women'?s|ladies'?) (?:size )?{_SHOE_NUMBER} (?:wide|narrow|extra wide)"
    rf"|(?:(?:men'?s|women'?s|ladies'?) )?(?:size )?{_SHOE_NUMBER}(?: (?:wide|narrow))? (?:in )?{_SHOE}"
    # a half size worn is a shoe's (a dress or jeans has none): "I wear a size 10.5", "I'm a women's 8.5"
    r"|(?:(?:women'?s|ladies'?) (?:size )?|size )(?:[4-9]|1[0-6]|3[5-9]|4[0-9])\.5)",
    re.IGNORECASE,
)
# Sizes worn, each said with its garment: "a size 8 dress and a size 9 shoe", "size 32 jeans" (not "a size 12").
_GARMENT = (r"(dress|dresses|jeans|pants|trousers|shirts?|tops?|skirts?|coats?|jackets?|bras?|rings?|shoes?|boots?|"
            r"sneakers?|trainers?)")
_SIZE_WORN = rf"(?:a |an )?size (?:\d{{1,2}}(?:\.5)?|xxs|xs|s|m|l|xl|xxl|small|medium|large) {_GARMENT}"
SIZE_WORN = lazy_regex(_SIZE_WORN, re.IGNORECASE)
SIZES_WORN = lazy_regex(rf"{_SIZE_WORN}(?:(?:,\s*|,?\s+and\s+){_SIZE_WORN})*", re.IGNORECASE)
_GARMENT_KEYS = {"dresses": "dress", "jeans": "pants", "pants": "pants", "trousers": "pants", "boots": "shoe",
                 "boot": "shoe", "shoes": "shoe", "sneaker": "shoe", "sneakers": "shoe", "trainer": "shoe",
                 "trainers": "shoe"}
# A size worn said with "in" and what it is of: "a size 2 in pants", "an XS in tops", "a 34x32 in jeans", "a 42 regular
# in suit jackets", "a women's 8.5 in most sneakers" (not "a 9 in Birkenstocks", a brand; not "a 10 in math").
_SIZE_VALUE = (r"(?:(?:men'?s|women'?s|ladies'?) )?(?:size )?(?:\d{1,2}(?:\.5)?(?:x\d{2})?(?: (?:regular|long|short|"
               r"tall|petite|wide|narrow))?|xxs|xs|xl|xxl|s|m|l|small|medium|large|extra[- ](?:small|large))")
_SIZE_GARMENT = (r"(?:most |all |every |basically all )?(pants|jeans|trousers|slacks|tops?|shirts?|t-shirts?|tees|"
                 r"blouses?|sweaters?|dress(?:es)?|skirts?|suit jackets?|suits?|blazers?|sport coats?|jackets?|coats?|"
                 r"shoes?|sneakers?|boots?|heels|sandals|trainers|bras?|rings?)")
_SIZE_IN = rf"(?:a |an )?{_SIZE_VALUE} in {_SIZE_GARMENT}\b"
SIZE_IN = lazy_regex(_SIZE_IN, re.IGNORECASE)
# Two or more sizes so said, one after another: "a size 2 in pants and an XS in tops", "... but a 9 in boots".
SIZES_IN = lazy_regex(rf"{_SIZE_IN}(?:(?:,\s*|,?\s+(?:and|but|or)\s+(?:(?:go up to|go down to|wear|I'm) )?)"
                      rf"(?:{_SIZE_IN}|(?:a |an )?{_SIZE_VALUE} in [\w'-]+(?: [\w'-]+)?))*", re.IGNORECASE)
_SIZE_IN_KEYS = {"pants": "pants", "jeans": "pants", "trousers": "pants", "slacks": "pants", "shirt": "top",
                 "t-shirt": "top", "tee": "top", "blouse": "top", "sweater": "top", "suit": "suit_jacket",
                 "blazer": "suit_jacket", "sport coat": "suit_jacket", "suit jacket": "suit_jacket", "sneaker": "shoe",
                 "boot": "shoe", "heel": "shoe", "sandal": "shoe", "trainer": "shoe"}


# A size said alone, no one's identity: "a 34x32", "a 42 regular", "a size 8" (not "43", an age).
SIZE_ALONE = lazy_regex(r"(?:a |an )(?:(?:men'?s |women'?s )?size \d{1,2}(?:\.5)?|\d{2}x\d{2}|"
                        r"\d{2} (?:regular|long|short|tall|petite))", re.IGNORECASE)


def sizes_in(said: str) -> list[str]:
    """The size keys of a phrase that is sizes said with "in" and nothing else ("a size 2 in pants and an XS in tops":
    size:pants, size:top); none when it is anything more."""
    if " in " not in said or not SIZES_IN.fullmatch(said):
        return []
    garments = (g.group(1).lower() for g in SIZE_IN.finditer(said))
    return list(dict.fromkeys(f"size:{_SIZE_IN_KEYS.get(g) or _SIZE_IN_KEYS.get(_singular(g)) or _singular(g)}"
                              .replace(" ", "_") for g in garments))


# Where a size worn holds, after it: "a men's 10.5 wide in pretty much every brand", "a 9 in most shoes".
SIZE_SCOPE = lazy_regex(r"(?: (?:in|across|with|for) (?:pretty much |almost |nearly |just about |basically )?"
                        r"(?:(?:every|all|most|any) (?:brands?|shoes?|styles?|makes?|sneakers?|boots?)|everything"
                        # the brands it holds in: "in pretty much everything nike/jordan"
                        r"(?: (?:nike|jordan|adidas|vans|converse|asics|new balance|hoka|brooks|[/&, ])+)?)"
                        r"| in most brands| usually| mostly| normally| everywhere)?", re.IGNORECASE)
# A size given in answer to "what size?", with the width only a shoe has: "11.5 wide", "size 9 narrow".
SIZE_ANSWERED = lazy_regex(rf"(?:size )?{_SHOE_NUMBER} (?:wide|narrow|extra wide|extra-wide)", re.IGNORECASE)
DIGIT = lazy_regex(r"\d")
SIZE_WORD = lazy_regex(r"\b(?:size|xxs|xs|xl|xxl|small|medium|large|petite|plus)\b", re.IGNORECASE)
# A seat chosen as a habit: "I always pick an aisle seat" (not "I picked an aisle seat for tomorrow").
SEAT_HABIT = lazy_regex(r"(?:pick|choose|book|take|get|go for|ask for|request|reserve) (?:a |an |the )?"
                        r"(?:window|aisle)(?: seats?)?$", re.IGNORECASE)
# A member of a programme named by its capitalized words: "a Lufthansa Miles & More member", "a Costco member".
NAMED_MEMBER = lazy_regex(r"(?:[Aa]n? )?((?:[A-Z][\w'.+-]*|&)(?: (?:&|and|of|[A-Z][\w'.+-]*))*) [Mm]ember")
# A body named by its initials alone: "USEF", "AARP", "IEEE" (not "I", not a word in capitals said loud).
MEMBER_BODY_ACRONYM = lazy_regex(r"[A-Z]{2,6}")
MEMBER_SAID_END = lazy_regex(r"\s*$|,| (?:and|but|so|since|for|too|now|if (?:that|it) helps)\b")
# A standing in a body, not the body's name: "a Founding Member", "a Board Member", "a Lifetime Member".
MEMBER_STANDINGS = frozenset("founding board staff team family life lifetime senior junior associate full honorary "
                             "active new longtime proud paid premium gold silver platinum elite council cast crew "
                             "faculty church band club".split())
_TIERS = frozenset("gold silver platinum diamond elite premier premium titanium status card holder".split())
_LOYALTY_WORDS = frozenset("miles rewards points loyalty club honors honours prime plus".split())


def loyalty_program(name: str) -> str | None:
    """The key of the loyalty programme a name holds, or None when it names no programme (a party, a team)."""
    # "Instacart+" is Instacart Plus
    words = [w for w in _words(re.sub(r"(?<=\w)\+", " plus", name.replace("&", " and "))) if w not in _TIERS]
    named = " ".join(words)
    for phrase, key in lx.LOYALTY_PROGRAMS.items():
        if re.search(rf"(?:^| ){re.escape(phrase)}(?: |$)", named):
            return key
    return "_".join(words) if set(words) & _LOYALTY_WORDS else None


# A pursuit's world left: "out of the cosplay scene now", "pretty much out of the climbing scene".
OUT_OF_THE_SCENE = lazy_regex(r"(?:(?:pretty much|basically|totally|completely|officially|fully) )?out of the "
                              r"([\w-]+) (?:scene|hobby)(?: (?:now|for good|these days|completely))?", re.IGNORECASE)
# Loyalty programmes said with the tier held in each, after "I'm": "Marriott Bonvoy Titanium and United MileagePlus
# 1K", "Hilton Honors Diamond" (a tier or a status code last: "1K", "100K").
TIERED_PARTS = lazy_regex(r"\s*,\s*(?:and\s+)?|\s+and\s+(?=[A-Z])")
STATUS_CODE = lazy_regex(r"\d{1,3}[kK]")


KNOWN_PROGRAMS = frozenset(lx.LOYALTY_PROGRAMS.values())
# A language spoken and how well: "a little German", "some Spanish", "fluent French".
LANGUAGE_SPOKEN = lazy_regex(
    r"((?:(?:only|a little|a little bit of|a bit of|a bit|little|some|basic|fluent|conversational|broken|rusty|native|"
    r"decent|passable|good|bad|poor|very little|enough)\s+)*(" + _LANGUAGES + r"))\b(.*)",
    re.IGNORECASE,
)
LIST_SEPARATOR = lazy_regex(r"(?<![\s,])(?:\s*+,\s*+(?:and\s++)?|\s++and\s++)", re.IGNORECASE)


def _languages_spoken(phrase: str) -> list[tuple[str, str]]:
    """(language, words as said) for the languages listed first in what the user speaks; a list ends at
    anything else ("English and my wife speaks French" is English alone)."""
    items = LIST_SEPARATOR.split(phrase)
    spoken = []
    for index, item in enumerate(items):
        found = LANGUAGE_SPOKEN.fullmatch(item)
        if not found or (found.group(3).strip() and index < len(items) - 1):
            break
        spoken.append((found.group(2).lower(), found.group(1)))
        if found.group(3).strip():
            break  # "Spanish fluently", "English at work": the list ends with its last language
    return spoken


MOTHER_TONGUE_NAMED = lazy_regex(r"(" + _LANGUAGES + r") is my ((?:native|mother|first) (?:language|tongue))\b",
                                 re.IGNORECASE)
# A language's level said with the language first: "but german I am only beginner".
LANGUAGE_FIRST = lazy_regex(
    r"(" + _LANGUAGES + r") i(?:'m| am) ((?:only |just |still |quite |a |an |very |really )*(?:beginner|"
    r"intermediate|advanced|fluent|native|conversational)\b.*)",
    re.IGNORECASE,
)
LANGUAGE_LEVEL = lazy_regex(
    r"(?:only |just |still |quite |a |an |very |really )*(?:beginner|intermediate|advanced|fluent|native speaker|"
    r"conversational|native)(?: speaker| level| learner| student)? (?:in|of|at|with) (" + _LANGUAGES + r")\b",
    re.IGNORECASE,
)
LANGUAGE_SPEAKER = lazy_regex(r"(?:not )?(?:(?:a|an|really|very|quite) )*(?:(?:native|non-native|nonnative|fluent|"
                              r"first-language|heritage) )?(" + _LANGUAGES + r") speaker\b", re.IGNORECASE)
# Diabetes and its type, a learner's spelling too: "diabete type 2", "type 1 diabetic".
DIABETES = lazy_regex(r"(?:a )?(?:type[ -]?(1|2|one|two|ii|i) )?diabet(?:es|e|ic)\b"
                      r"(?:,? type[ -]?(1|2|one|two|ii|i)\b)?", re.IGNORECASE)
DIABETES_TYPE = {"1": "1", "one": "1", "i": "1", "2": "2", "two": "2", "ii": "2"}
# To work or school by bicycle: "I go to my job with bicycle", "I commute by bike".
BIKE_COMMUTE = lazy_regex(r"(?:go|come|get|commute|travel)\b[^,;]{0,40}?\b(?:with|by|on) (?:my |the |a |an )?"
                          r"(?:bike|bicycle|push-?bike|e-?bike|cycle)\b", re.IGNORECASE)
# How much of a fan, before "fan", "supporter" or "lover": "a huge", "a die hard", "a long time".
_FAN_ADJECTIVE = "(?:" + "|".join(sorted(map(re.escape, (*lx.FAN_ADJECTIVES, *lx.FAN_ADJECTIVE_PAIRS)),
                                         key=len, reverse=True)) + ")"
FAN_ADJECTIVE_LEAD = lazy_regex(r"^(?:" + _FAN_ADJECTIVE + r"\s+)+", re.IGNORECASE)
# A fan's line with its "I'm" left out: "die-hard Packers fan here", "Huge Lakers fan", "Arsenal supporter for life"
# (a name, capitalized, and how much of a fan or a tail: "Ceiling fan" is no liking).
FAN_FRAGMENT = lazy_regex(
    r"(?:(?:a|an) )?(?P<much>(?:" + _FAN_ADJECTIVE + r"[ ,]+)*)(?!(?:no|not|the|a|an|your|my|his|her|their|our|"
    r"this|that|some|any)\b)(?P<name>(?-i:[A-Z0-9][\w'.&-]*)(?: (?-i:[A-Z][\w'.&-]*)){0,3}) (?:fan|supporter)"
    r"(?P<tail> here| too| myself| for life| through and through)?", re.IGNORECASE)
# A fan for a while: "been a Liverpool supporter my whole life", "been a huge fan of the Packers since I was a kid".
BEEN_A_FAN = lazy_regex(r"(?:always |really )?been ((?:a|an) .*?\b(?:fan|supporter)\b.*?)(?:,? (?:my (?:whole|entire) "
                        r"life|all my life|for (?:\w+ )?(?:years|decades|ever)|forever|since .+|ever since))?$",
                        re.IGNORECASE)
# A team or a sport followed, supported or rooted for: "I support Benfica", "I root for the Packers", "I follow the
# NFL" (what is named is read by _team).
FOLLOWS_NAMED = lazy_regex(r"(?:(?:always|still|really|religiously|passionately|mostly|mainly) )*(?:support|follow|"
                           r"root for|cheer for|cheer on)\s+(?:the\s+)?(.+)", re.IGNORECASE)
# A team or a sport no longer followed: "I stopped following the NFL", "I no longer support Chelsea", "I don't follow
# the Jets anymore".
STOPPED_FOLLOWING = lazy_regex(r"(?:(?:just|finally|eventually|kind of|kinda) )?(?:(?:stopped|quit) (?:following|"
                               r"supporting|rooting for|watching)|no longer (?:follow|support|root for|watch)|"
                               r"(?:don't|do not|dont) (?:follow|support|root for|watch)(?= .* (?:anymore|any more)$))"
                               r"\s+(?:the\s+)?(.+)", re.IGNORECASE)
# Why or since when, after what is said: "…after all the concussion stuff came out".
REASON_TAIL = lazy_regex(r",?\s+(?:after|because|since|when|once|due to|as soon as)\b.*", re.IGNORECASE)
# A dislike said as what one cannot bear: "I can't stand the Yankees".
CANT_STAND = lazy_regex(r"((?:really |just |honestly )?(?:can't|cannot|can not|cant) stand) "
                        r"(?!up\b|on\b|in\b|there\b|still\b)(.+)", re.IGNORECASE)
TEAM_NAME = lazy_regex(r"(?:" + "|".join(sorted(map(re.escape, lx.TEAM_NAMES), key=len, reverse=True)) + r")\b",
                       re.IGNORECASE)
# A team followed match by match: "I watch every match of Benfica", "I follow all the games of the Lakers".
FOLLOWS_TEAM = lazy_regex(r"(?:watch|follow|see) (?:every|each|all(?: the)?) (?:single )?"
                          r"(?:match|game|race|fight)(?:es|s)? of (?:the )?(.+)", re.IGNORECASE)

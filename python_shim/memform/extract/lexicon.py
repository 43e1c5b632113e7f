"""Word lists the deterministic extractor reads by. Kept apart so rules stay readable."""

from __future__ import annotations

STOPWORDS = frozenset(
    """
a an the i me my mine myself we our us you your he she it they them their its is am are was were be been being
have has had do does did to of in on at for with and or but so that this these those very really just also too
not no i'm i've im ive it's some any much many more most other such only own same can could will would should
may might must about into up out over than then there here what which who when where why how all as by from
lot lots bit kind sort thing things stuff one ones get got go going gone make made still even ever always
usually often sometimes never now currently recently lately actually pretty quite already
""".split()
)

FAMILY = frozenset(
    """
wife husband spouse partner son sons daughter daughters kid kids child children baby babies mom mother mum dad
father daddy mommy mummy parent parents brother brothers sister sisters sibling siblings grandma grandmother
grandpa grandfather
grandparents grandchildren grandkids grandson granddaughter aunt uncle cousin cousins nephew niece fiance fiancee
girlfriend boyfriend bf gf hubby granny twin twins stepson stepdaughter family in-laws friend friends bestfriend boss
sis missus missis
coworker coworkers colleague colleagues roommate roommates neighbor neighbors
brother-in-law sister-in-law mother-in-law father-in-law son-in-law daughter-in-law
stepdad stepfather stepmum stepmom stepmother stepbrother stepsister stepsons stepdaughters stepkid stepkids
step-dad step-mum step-mom step-son step-daughter half-brother half-sister half-brothers half-sisters
grandad granddad gran nan nanna
""".split()
)

PETS = frozenset(
    """
dog dogs puppy puppies pup pups mutt mutts doggo doggos cat cats kitten kittens kitty kitties horse horses bird birds
parrot parrots fish
hamster hamsters rabbit rabbits bunny bunnies turtle turtles snake snakes lizard lizards pig pigs goat goats chicken
chickens cow cows mare mares gelding geldings
ferret ferrets guinea lab labs retriever retrievers spaniel spaniels terrier terriers poodle
poodles beagle beagles shepherd husky huskies pug pugs
gecko geckos tortoise tortoises iguana iguanas hedgehog hedgehogs chinchilla chinchillas gerbil gerbils cockatiel
cockatiels budgie budgies parakeet parakeets axolotl axolotls
""".split()
)
# A pet named by two words, its kind: "a bearded dragon" (a dragon alone is no pet), "a ball python" is a snake.
PET_NAMES = {"bearded_dragon": "bearded_dragon", "bearded_dragons": "bearded_dragon", "guinea_pig": "guinea_pig",
             "guinea_pigs": "guinea_pig", "ball_python": "snake", "corn_snake": "snake", "leopard_gecko": "gecko",
             "ball_pythons": "snake", "corn_snakes": "snake", "leopard_geckos": "gecko", "crested_gecko": "gecko",
             "crested_geckos": "gecko", "fat_tail": "gecko", "fat_tails": "gecko", "hognose_snake": "snake",
             # a dog of a breed named by two words, neither of them a breed alone ("a Great Dane")
             "great_dane": "dog", "great_danes": "dog", "great_pyrenees": "dog", "saint_bernard": "dog",
             "saint_bernards": "dog", "st_bernard": "dog", "shih_tzu": "dog", "shih_tzus": "dog", "cane_corso": "dog",
             "cane_corsos": "dog", "jack_russell": "dog", "jack_russells": "dog", "bichon_frise": "dog"}

# People in the user's life who are no relatives: that the user has one is a relationship, but what they are like or
# do is theirs ("my boss is obsessed with CrossFit"), unless it is about the user.
ACQUAINTANCES = frozenset(
    """
friend friends bestfriend boss coworker coworkers colleague colleagues roommate roommates neighbor neighbors
""".split()
)
# The acquaintances the user works with, whose role at work is who they are to the user.
WORKMATES = frozenset("boss coworker coworkers colleague colleagues".split())

# One relative, whatever word names them: the key is what a later message about them must land on.
KIN_KEYS = {"dad": "father", "daddy": "father", "mom": "mother", "mum": "mother", "mommy": "mother", "mummy": "mother",
            "child": "kid", "children": "kid", "kiddo": "kid", "baby": "kid", "grandma": "grandmother",
            "granny": "grandmother", "nana": "grandmother", "grandpa": "grandfather", "bf": "boyfriend",
            "gf": "girlfriend", "hubby": "husband", "sis": "sister", "fiancee": "fiance",
            # British, Irish and Australian words for a wife and a partner ("me fella" is "my partner")
            "missus": "wife", "missis": "wife", "fella": "partner", "fellah": "partner",
            # a step-parent, a grandparent by a family or a British word ("my stepdad", "my nan", "my grandad")
            "stepdad": "stepfather", "step-dad": "stepfather", "stepmum": "stepmother", "stepmom": "stepmother",
            "step-mum": "stepmother", "step-mom": "stepmother", "step-son": "stepson", "step-daughter": "stepdaughter",
            "grandad": "grandfather", "granddad": "grandfather", "gran": "grandmother", "nan": "grandmother",
            "nanna": "grandmother",
            # a grandchild however named ("my three grandchildren", "my grandkids")
            "grandchildren": "grandchild", "grandkid": "grandchild", "grandkids": "grandchild",
            # twins are the user's children ("my twins", "our twins"); one twin is a sibling ("my twin", "I'm a twin")
            "twins": "kid"}

# Words before a kin word that make it a figure of speech, no relative: a "work wife", a "sugar daddy", a "fur baby", a
# "plant mom", a "dog dad"; and before a parent's word "baby": a "baby daddy" is the other parent of the user's child.
FIGURATIVE_KIN = frozenset("work office sugar fur furry plant dog cat pet gym".split())
BABY_PARENTS = frozenset("daddy dad father mama momma mommy mom mother".split())

# A breed named alone ("I have a Boxer") is a pet of that species.
BREEDS = {
    **dict.fromkeys(
        """
mutt mutts doggo doggos
lab labs labrador labradors retriever retrievers spaniel spaniels terrier terriers poodle poodles beagle beagles
shepherd shepherds husky huskies pug pugs boxer boxers weimaraner newfoundland chihuahua chihuahuas dachshund
dachshunds corgi corgis collie collies rottweiler rottweilers pitbull pitbulls bulldog bulldogs doberman greyhound
greyhounds hound hounds mastiff dalmatian schnauzer maltese yorkie yorkies pomeranian shih-tzu westie westies
dane danes akita akitas shiba samoyed samoyeds malamute malamutes vizsla vizslas whippet whippets sheepdog sheepdogs
setter setters cockapoo cockapoos labradoodle labradoodles goldendoodle goldendoodles bernedoodle bernedoodles
cavapoo cavapoos maltipoo maltipoos heeler heelers kelpie kelpies ridgeback ridgebacks pinscher pinschers havanese
bichon bichons basset bassets bloodhound bloodhounds coonhound coonhounds lurcher lurchers staffy staffie staffies
malinois springer springers pyrenees
""".split(),
        "dog",
    ),
    **dict.fromkeys("siamese persian birman bobtail ragdoll tabby calico sphynx bengal shorthair shorthairs abyssinian "
                    "himalayan".split(), "cat"),
    # a horse named by its sex or its breed: "my gelding", "a Quarter Horse mare", "a warmblood"
    **dict.fromkeys("mare mares gelding geldings stallion stallions thoroughbred thoroughbreds warmblood warmbloods"
                    .split(), "horse"),
}
# A young one is of its species too: "a puppy" is a dog, so "we don't have a dog anymore" takes it back.
YOUNG_PETS = {**dict.fromkeys("puppy puppies pup pups".split(), "dog"),
              **dict.fromkeys("kitten kittens kitty kitties".split(), "cat")}

DEVICES = frozenset(
    """
watch phone iphone smartphone laptop computer pc tablet ipad kindle console playstation xbox switch camera
pixel galaxy thinkpad chromebook router modem airpods ipod imac surface
headphones earbuds tv television smartwatch fitbit macbook desktop printer drone motorola monitor
fujifilm canon nikon leica olympus gopro hasselblad lumix dslr mirrorless sony mac mavic
ps5 ps4 ps3 nintendo razer alienware garmin xps lenovo oura kobo coros suunto dji avata
eero homepod homepods unifi sonos roku chromecast thermostat
trezor whoop logitech steelseries corsair hyperx wacom elgato
""".split()
)

VEHICLES = frozenset(
    """
car cars truck trucks bike bikes bicycle motorcycle motorbike scooter van suv jeep boat yacht rv camper caravan
civic corolla camry accord mustang corvette vette tesla prius bmw audi mercedes porsche ferrari jeep subaru
mazda honda toyota skoda octavia volkswagen vw volvo nissan hyundai kia peugeot renault lexus chevy chevrolet
ford fiat dodge chrysler cadillac buick mitsubishi citroen outback forester wrangler miata rav4 f-150 f150
kawasaki yamaha ducati suzuki ktm harley rivian polestar acura infiniti gmc e-bike ebike winnebago airstream
sailboat catamaran cessna beechcraft bayliner beneteau jeanneau tacoma tundra silverado 4runner highlander tahoe
motorhome campervan minivan sprinter promaster vanagon westfalia grom tenere shovelhead panhead knucklehead
sportster softail vespa ural wrx crosstrek impreza brz altima sentra elantra sonata ioniq sorento sportage telluride
sienna pacifica
hilux navara amarok hiace landcruiser prado ute commodore
bonneville mgb e21 e28 e30 e34 e36 e39 e46 e90 e92 jetta passat gti camaro impala supra celica bronco f-250 f250
f-350 f350 brompton
f-350 f350
vanmoof radcity radwagon radrunner radexpand radster holden
kenworth peterbilt freightliner kubota tractor
""".split()
)
# A make of plane or boat whose name alone is also something else ("Piper" a name, "Catalina" an island or a macOS,
# "Ranger" a job): a vehicle only with a model number after it ("a Catalina 30", "a Ranger Z520", "a Cirrus SR22").
VEHICLE_MAKES_NUMBERED = frozenset("piper cirrus catalina ranger hunter mooney grumman sportsman tartan leopard "
                                   "lagoon".split())
# A car named by two words, neither a car alone ("Mini" is a fridge too, "Cooper" a name).
VEHICLE_MODELS = frozenset(("mini_cooper", "land_rover", "range_rover", "piper_cherokee", "piper_archer",
                            "piper_warrior", "piper_cub", "boston_whaler", "sea_ray", "grady_white",
                            # a tractor by its make's two words
                            "john_deere", "massey_ferguson", "case_ih",
                            # an e-bike by its make's two words
                            "rad_power",
                            # a trailer lived in or towed, by its kind
                            "fifth_wheel", "travel_trailer", "teardrop_trailer", "toy_hauler", "truck_camper",
                            # a model named by letters and a number, its hyphen read as a space
                            "cx_5", "cx_9", "cx_30", "cx_50", "cr_v", "hr_v", "rav_4",
                            # classics by make and model, whose make or model alone names something else (a jaguar,
                            # a triumph, a chief)
                            "jaguar_e_type", "jaguar_xk120", "jaguar_xk150", "norton_commando", "indian_chief",
                            "indian_scout", "triumph_bonneville", "triumph_spitfire", "triumph_tr6", "vw_beetle",
                            "volkswagen_beetle", "vw_polo", "polo_vivo", "mg_midget", "austin_healey", "e_type"))
# A device named by two words, neither a device alone ("deck" is a patio, "quest" a search).
DEVICE_MODELS = frozenset(("steam_deck", "meta_quest", "oculus_quest", "raspberry_pi", "nest_thermostat", "nest_hub",
                           "nest_mini", "nest_cam", "nest_wifi", "nest_doorbell", "echo_dot", "echo_show",
                           "hue_bridge", "dream_machine", "ledger_nano", "hatch_restore", "apple_watch"))

JOBS = frozenset(
    """
teacher nurse doctor engineer developer programmer designer lawyer accountant chef cook baker waiter waitress
patroller
bartender cashier manager mechanic electrician plumber carpenter farmer pilot driver firefighter officer cop
soldier veteran scientist researcher professor student writer author artist painter musician singer dancer
actor actress photographer journalist editor librarian pharmacist dentist therapist psychologist vet
veterinarian nanny babysitter housewife homemaker stylist hairdresser barber architect analyst consultant
salesman saleswoman realtor banker clerk janitor custodian surgeon paramedic coach trainer athlete entrepreneur
ceo owner freelancer intern retiree secretary receptionist tutor counselor pastor priest translator gardener
landscaper welder trucker miner fisherman butcher florist tailor technician mechanic sysadmin scientist
illustrator animator sre devops lecturer instructor recruiter copywriter attorney paralegal dietitian nutritionist
physiotherapist physician optometrist dev postdoc barista schoolteacher gp founder co-founder cofounder
cto cfo coo cio cmo rn lpn cna emt np hygienist auditor bookkeeper biller guard cleaner housekeeper courier dispatcher
inspector sonographer phlebotomist midwife doula radiographer tech lifeguard allergist immunologist
cpa dba cfi cfii decorator
mayor councilor councillor councilwoman councilman councilmember alderman alderwoman legislator senator congressman
congresswoman assemblyman assemblywoman selectman
anesthesiologist anesthetist pediatrician cardiologist radiologist oncologist psychiatrist neurologist dermatologist
internist hospitalist intensivist obstetrician gynecologist orthodontist chiropractor audiologist podiatrist pathologist
neurosurgeon crna medic educator paraprofessional caseworker deputy sheriff detective trooper mailman postman
biostatistician statistician epidemiologist coder
sommelier server busser hostess caterer concierge bellhop
videographer cinematographer retoucher photojournalist hairstylist cosmetologist esthetician manicurist
pipefitter steamfitter ironworker boilermaker lineman millwright machinist roofer drywaller plasterer bricklayer
glazier tiler contractor subcontractor handyman surveyor estimator appraiser underwriter actuary economist
solicitor barrister litigator prosecutor mediator notary bailiff magistrate
tester corper shopkeeper teller broker stockbroker salesperson aide
chippy chippie sparky sparkie brickie bricky tradie tradesman tradeswoman joiner labourer laborer scaffolder
truckie posty ambo firie cabbie
apprentice journeyman trainee
chaplain rabbi imam counsellor prof zookeeper transcriptionist lcsw lmft lpc
interpreter agronomist advisor adviser seaman seafarer deckhand roustabout roughneck driller toolpusher bosun rigger
rancher skipper
steward stewardess purser porter doorman bellman pensioner mortician embalmer undertaker
comedian archivist conservator curator superintendent foreman forewoman attendant conductor motorman
ranger divemaster proprietor pandit pujari granthi handler
controller
muralist signwriter sign-writer letterer gilder landlady landlord publican innkeeper
""".split()
)

# A position played in a team sport, which names no sport by itself ("I play full forward", "I play centre back").
PLAYING_POSITIONS = frozenset(
    """
full_forward half_forward centre_half_forward center_half_forward full_back fullback half_back centre_half_back
center_half_back centre_forward center_forward ruck ruckman rover wing winger wingback wing_back centre_back
center_back centre_half center_half goalkeeper goalie keeper striker midfielder midfield defender sweeper
point_guard shooting_guard small_forward power_forward shortstop pitcher catcher first_base second_base third_base
outfield left_field right_field center_field centre_field quarterback running_back wide_receiver linebacker
tight_end cornerback lineman offensive_line defensive_line hooker prop fly_half scrum_half flanker number_eight
setter libero outside_hitter middle_blocker goal_shooter goal_attack wing_attack wing_defence wing_defense
goal_defence goal_defense centre_field left_back right_back left_wing right_wing
d dman d_man defenceman defenseman jammer blocker pivot
""".split()
)

# A rank one is promoted to that names no job by itself ("promoted to team lead").
TITLES = frozenset(
    """
director supervisor lead head chief president vp executive captain sergeant lieutenant partner principal associate
superintendent foreman administrator coordinator specialist officer
""".split()
)

CONDITIONS = frozenset(
    """
asthma diabetes allergies allergy migraines migraine arthritis adhd anxiety depression cancer epilepsy
insomnia autism dyslexia ptsd ocd celiac coeliac eczema scoliosis tinnitus hypertension cholesterol backache
apnea ibs gerd copd pcos endometriosis fibromyalgia lupus psoriasis sciatica gout anemia anaemia hernia
hypothyroidism hyperthyroidism glaucoma cataracts cataract osteoporosis neuropathy vertigo reflux
dyspraxia dyscalculia dysgraphia narcolepsy fasciitis tendonitis tendinitis bursitis whiplash
herpes chlamydia gonorrhea gonorrhoea syphilis hiv hpv infertility
crohn's crohns colitis rosacea alopecia vitiligo
""".split()
)

# A business whose owner or runner has it for work: "I own a small bakery", "I run my own dental practice".
BUSINESSES = frozenset(
    """
bakery shop firm practice restaurant cafe studio agency salon store business company startup clinic bar pub
gym boutique consultancy diner bistro brewery pharmacy franchise laundromat daycare hotel motel bookstore bookshop
deli hostel hostels guesthouse
""".split()
)
# A business named by two words whose head alone names something else (a truck, a wash): "I run a food truck".
BUSINESS_PAIRS = frozenset(("food truck", "taco truck", "coffee truck", "food cart", "coffee cart", "car wash"))

# Conditions named after an article by a word that names other things too ("a stutter", "an STD", "a UTI"; "Lisp"
# is a language, "STI" a car): health when had ("I have a lisp"), never searched for in a statement.
CONDITIONS_HAD = frozenset("std stds sti stis uti utis stutter stammer lisp".split())
# Counts a condition is named by: "a low sperm count", "a low platelet count".
MEDICAL_COUNTS = frozenset("sperm platelet cell blood t-cell cd4".split())

# Head nouns that name a medical condition whatever precedes them ("an autoimmune disorder", "a stress
# fracture"): a condition's name is open-ended, its head is not.
MEDICAL_HEADS = frozenset(
    "disorder syndrome disease injury fracture hernia deficiency infection apnea degeneration concussion".split())
# Heads that are medical only after a word that makes them so: "a herniated disc" but "a disc golf set", "a
# thyroid condition" but "a few conditions", "a rotator cuff tear" but "a small tear in my jacket".
MEDICAL_AFTER_QUALIFIER = frozenset("disc disk condition tear sprain strain".split())
# What makes such a head, or a body part or ligament, a condition: an injury ("a torn ACL", "a bad back") or
# anatomy ("a heart condition").
MEDICAL_QUALIFIERS = frozenset(
    """
herniated slipped bulging torn ruptured degenerated degenerative sprained fractured broken pulled dislocated
injured bad dodgy chronic medical heart thyroid skin lung liver kidney spinal lumbar cervical rotator cuff
meniscus labral acl mcl pcl hamstring calf achilles retinal genetic autoimmune neurological
""".split()
)
# Ligaments and the like, named with an injury: "a torn ACL", "a ruptured achilles".
LIGAMENTS = frozenset("acl mcl pcl meniscus achilles ligament tendon labrum".split()) | {"rotator cuff"}

BODY_PARTS = frozenset(
    """
back knee knees thumb thumbs wrist wrists shoulder shoulders neck head hip hips ankle ankles foot feet hand
hands elbow elbows leg legs arm arms finger fingers toe toes eye eyes ear ears stomach chest jaw tooth teeth
collarbone collarbones nose pelvis
""".split()
)

# Peoples whose name says where one is from ("I'm Scottish").
NATIONALITIES = frozenset(
    """
scottish irish welsh english british american canadian australian german french italian spanish portuguese dutch
belgian swiss austrian polish czech swedish norwegian danish finnish icelandic greek turkish russian ukrainian
nigerian ghanaian kenyan ethiopian egyptian moroccan indian pakistani bangladeshi chinese japanese korean
vietnamese thai filipino indonesian malaysian mexican brazilian argentinian chilean colombian peruvian venezuelan
cuban jamaican iranian iraqi israeli lebanese syrian saudi romanian hungarian bulgarian serbian croatian
""".split()
)

# Countries (and a few regions) one comes from, lowercased: "I came from Syria" is an origin, "I came from Google" none.
COUNTRIES = frozenset(
    """
afghanistan albania algeria argentina armenia australia austria azerbaijan bangladesh belarus belgium bolivia
bosnia brazil bulgaria cambodia cameroon canada chile china colombia congo croatia cuba czechia denmark
dominican ecuador egypt eritrea estonia ethiopia finland france georgia germany ghana greece guatemala haiti
honduras hong kong hungary iceland india indonesia iran iraq ireland israel italy jamaica japan jordan kazakhstan
kenya korea kosovo kuwait laos latvia lebanon libya lithuania malaysia mexico moldova mongolia morocco myanmar
nepal netherlands holland new zealand nicaragua nigeria norway pakistan palestine panama paraguay peru philippines
poland portugal puerto rico romania russia rwanda salvador el saudi arabia scotland senegal serbia singapore
slovakia slovenia somalia south africa spain sri lanka sudan sweden switzerland syria taiwan tajikistan tanzania
thailand tunisia turkey uganda ukraine uk england wales britain uruguay us usa america uzbekistan venezuela
vietnam yemen zambia zimbabwe
""".split()
)

DIETS = frozenset("vegetarian vegan pescatarian keto paleo gluten-free kosher halal".split())
RELIGIOUS_DIETS = frozenset("kosher halal".split())

MOODS = frozenset(
    """
tired good fine ok okay great well bored sad happy excited sorry glad hungry sleepy busy stressed sure not so
very really doing feeling exhausted upset mad angry nervous worried scared afraid jealous lucky thankful grateful
blessed curious confused sick ready done back home here there off out about almost still currently also just
always kind pretty super totally definitely going gonna trying thinking hoping planning looking wondering
starting heading leaving waiting getting staying sitting relaxing working watching reading listening enjoying
having making playing taking trying eating cooking cleaning
""".split()
)

TRANSIENT = (
    "today",
    "tonight",
    "tomorrow",
    "yesterday",
    "this morning",
    "this afternoon",
    "this evening",
    "this weekend",
    "right now",
    "at the moment",
    "last night",
    "next week",
    "next month",
    "this week",
    "later",
    "soon",
    "in a bit",
    "for now",
    "just got back",
    "just got home",
    "just got off",
)

# Words before "fan" or "lover" that say how much, not of what.
FAN_ADJECTIVES = frozenset(
    """
big huge real total massive great true new old longtime long-time lifelong diehard die-hard avid loyal major serious
devoted faithful hardcore casual super crazy absolute complete fellow proud biggest
""".split()
)
# The same, said in two words ("a die hard Steelers fan", "a long time fan of the Chiefs").
FAN_ADJECTIVE_PAIRS = ("die hard", "long time", "life long", "through and through")

# Teams a fan follows, supports or roots for, by the name they are followed by: football clubs, and the nicknames of
# North American major-league teams. Read only when capitalized after "support", "follow", "root for" or "cheer
# for" ("I support Benfica", "I root for the Packers"; "I support the bills" is legislation), so a common word
# ("Heat", "Jazz", "Giants") is a team only there.
TEAMS = frozenset(
    """
arsenal chelsea liverpool everton tottenham spurs hotspur newcastle villa fulham brentford leeds leicester wolves
southampton brighton celtic rangers barcelona barca madrid atletico sevilla valencia bayern dortmund juventus juve
milan inter napoli roma lazio fiorentina psg marseille lyon ajax psv feyenoord benfica porto sporting galatasaray
fenerbahce besiktas boca flamengo corinthians palmeiras sounders galaxy
packers bears lions vikings cowboys eagles giants commanders 49ers niners seahawks rams cardinals saints falcons
panthers buccaneers bucs patriots pats jets bills dolphins steelers ravens browns bengals chiefs raiders chargers
broncos texans colts titans jaguars
lakers celtics knicks nets warriors bulls heat mavericks mavs rockets suns nuggets blazers jazz clippers kings
grizzlies pelicans thunder timberwolves pistons cavaliers cavs pacers bucks hawks hornets magic raptors 76ers sixers
wizards
yankees mets dodgers cubs astros braves phillies padres mariners orioles rays guardians tigers twins royals
athletics angels reds brewers pirates rockies diamondbacks marlins nationals nats
bruins canadiens habs leafs penguins flyers islanders devils capitals caps lightning blackhawks avalanche oilers
flames canucks kraken sharks ducks predators stars blues wild senators sabres hurricanes
""".split()
)
# Teams named in more than one word, each keyed whole ("Red Sox" is preference:red_sox, not sox).
TEAM_NAMES = (
    "manchester united", "man united", "man utd", "manchester city", "man city", "aston villa", "west ham",
    "crystal palace", "nottingham forest", "real madrid", "atletico madrid", "bayern munich", "borussia dortmund",
    "ac milan", "inter milan", "paris saint-germain", "boca juniors", "river plate", "inter miami", "la galaxy",
    "red sox", "white sox", "blue jays", "trail blazers", "maple leafs", "red wings", "golden knights",
    "tottenham hotspur",
)

# Words that say how much, how many or which of something, and so name nothing by themselves.
VAGUE = frozenset(
    """
couple few bunch ton tons plenty several handful number variety little everything anything something nothing
everyone anyone someone everybody anybody somebody whatever different various type types kinds sorts else least
far well both each every either neither enough less pair amount yet two three four five six seven eight
nine ten eleven twelve twenty hundred thousand
""".split()
)

# What one has on one's calendar or mind, not in one's possession.
EVENTS = frozenset(
    """
meeting meetings appointment appointments interview interviews date party event events performance show recital
game match contest competition exam test quiz deadline call question questions idea ideas feeling time chance
choice trouble problem problems issue issues conversation discussion chat standup webinar lecture session calls
presentation presentations rehearsal audition shift flight
""".split()
)

# Occasions one has coming, named by the head of what is had ("a black-tie wedding to attend", "a trip to Rome"):
# not owned, though "a wedding dress" and "a vacation home" are.
OCCASIONS = frozenset(
    """
wedding funeral graduation conference reunion shower trip vacation concert festival race marathon
""".split()
)

HEDGES = frozenset(
    """
if would could might maybe perhaps wish hope hopefully probably should someday guess think suppose wonder
imagine bet unless whether wanna gonna kidding joking jk
""".split()
)

# The verb keeps its strength ("loves" is not "likes"); the canonical form drops the pronoun.
PREFERENCE_VERBS = {
    "like": "likes",
    "love": "loves",
    "enjoy": "enjoys",
    "adore": "adores",
    "prefer": "prefers",
    "hate": "hates",
    "dislike": "dislikes",
    "detest": "detests",
}

ACTIVITY_VERBS = frozenset(
    """
play played plays drive drove ride rode collect collected volunteer volunteered cook bake paint draw write sing
dance swim run hike fish hunt garden knit sew read watch listen travel practice coach train grow raise build bike
teach tutor study studied speak attend attended wear use sail surf ski skate climb camp brew jog lift cycle
snowboard skateboard kayak walk bird boulder kitesurf windsurf ferment
""".split()
)

# One key per pursuit said with its verb: the gerund, whichever form the user used ("I run every morning", "I go
# running", "I've been running for years" and "I quit running" are all activity:running). Spelled out rather than
# guessed: "swim" doubles its m, "bike" is cycling, "golfing" is golf (a sport keeps its noun). A verb not listed
# keeps its own key; a noun taken up (guitar, chess, tennis, pottery) is no verb and is its own key.
PURSUIT_FORMS = {
    "running": "run runs ran",
    "jogging": "jog jogs jogged",
    "swimming": "swim swims swam",
    "hiking": "hike hikes hiked",
    "cycling": "cycle cycles cycled bike bikes biked biking bicycling",
    "walking": "walk walks walked",
    "climbing": "climb climbs climbed",
    "lifting": "lift lifts lifted",
    "reading": "read reads",
    "writing": "write writes wrote",
    "skating": "skate skates skated",
    "skiing": "ski skis skied",
    "snowboarding": "snowboard snowboards snowboarded",
    "skateboarding": "skateboard skateboards skateboarded",
    "surfing": "surf surfs surfed",
    "sailing": "sail sails sailed",
    "rowing": "row rows rowed",
    "kayaking": "kayak kayaks kayaked",
    "dancing": "dance dances danced",
    "singing": "sing sings sang",
    "painting": "paint paints painted",
    "drawing": "draw draws drew",
    "knitting": "knit knits knitted",
    "sewing": "sew sews sewed",
    "quilting": "quilt quilts quilted",
    "crochet": "crocheting crochets crocheted",
    "cosplay": "cosplaying cosplays cosplayed",
    "gardening": "garden gardens gardened",
    "fishing": "fish fishes fished",
    "hunting": "hunt hunts hunted",
    "camping": "camp camps camped",
    "cooking": "cook cooks cooked",
    "baking": "bake bakes baked",
    "brewing": "brew brews brewed",
    "homebrewing": "homebrew homebrews homebrewed",
    "meditating": "meditate meditates meditated",
    "journaling": "journal journals journaled journalling",
    "volunteering": "volunteer volunteers volunteered",
    "traveling": "travel travels traveled travelled travelling",
    "golf": "golfing golfs golfed",
    "birding": "bird birds birded",
    "bouldering": "boulder boulders bouldered",
    "kitesurfing": "kitesurf kitesurfs kitesurfed",
    "windsurfing": "windsurf windsurfs windsurfed",
    "wrestling": "wrestle wrestles wrestled",
    "diving": "dive dives dived",
    "freediving": "freedive freedives freedived",
    "foraging": "forage forages foraged",
}
PURSUITS = {form: key for key, forms in PURSUIT_FORMS.items() for form in (key, *forms.split())}
# What a pursuit is done with, no other pursuit: "I lift weights" is lifting.
# Game hunted, said as what is hunted ("I hunt deer every fall", "hunting for elk"): hunting, not a pursuit of deer.
GAME_HUNTED = ("deer", "elk", "moose", "bear", "duck", "goose", "geese", "turkey", "pheasant", "quail", "grouse",
               "dove", "boar", "hog", "rabbit", "hare", "squirrel", "coyote", "waterfowl", "antelope", "caribou")
PURSUIT_OBJECTS = {"lifting": ("weight", "heavy", "heavy_weight", "free_weight"),
                   "brewing": ("beer", "own_beer", "ale", "cider", "mead", "kombucha"),
                   # "I swim masters": in a masters (adult) programme, swimming
                   "swimming": ("master", "masters"),
                   "hunting": tuple(word + plural for word in GAME_HUNTED for plural in ("", "s") if word != "geese"
                                    or not plural)}

# A riding discipline, said after "ride" ("I ride dressage", "I ride hunter/jumper"), keyed as the pursuit it is.
RIDING_DISCIPLINES = {
    "dressage": "dressage", "eventing": "eventing", "hunter/jumper": "show_jumping", "hunter/jumpers": "show_jumping",
    "hunter-jumper": "show_jumping", "hunter jumper": "show_jumping", "jumpers": "show_jumping",
    "show jumping": "show_jumping", "showjumping": "show_jumping", "hunters": "show_hunters",
    "western": "western_riding", "reining": "reining", "barrels": "barrel_racing", "endurance": "endurance_riding",
    "saddle seat": "saddle_seat", "saddleseat": "saddle_seat", "cross country": "cross_country_riding",
    "cross-country": "cross_country_riding", "polo": "polo", "vaulting": "vaulting",
}

RETRACT_VERBS = ("sold", "gave away", "got rid of", "lost", "traded in", "donated", "returned", "rehomed", "re-homed")

ADVERBS = frozenset(
    """
now really also just still usually always often sometimes never currently recently actually only mostly generally
definitely absolutely totally truly personally typically normally mainly even already kinda sorta no longer finally
strongly much greatly
""".split()
)

# Tools, languages and platforms one moves or migrates to: "I moved to Postgres" is no new home.
TECH = frozenset(
    """
python rust golang java javascript js typescript ts kotlin swift ruby php perl scala haskell elixir erlang
clojure c# c++ dart lua julia fortran cobol postgres postgresql mysql sqlite mariadb mongodb mongo redis
cassandra dynamodb elasticsearch oracle kubernetes k8s docker podman terraform ansible aws gcp azure heroku
vercel netlify linux ubuntu debian fedora centos windows macos mac ios android neovim nvim vim emacs vscode
intellij pycharm eclipse sublime git github gitlab bitbucket jenkins circleci react vue angular svelte django
flask rails fastapi node nodejs deno webpack vite npm yarn pnpm poetry conda graphql grpc kafka rabbitmq nginx
slack notion jira obsidian figma chrome firefox safari gmail outlook excel tableau snowflake bigquery spark
airflow pandas polars pytorch tensorflow microservices monorepo serverless cloud saas kotlin chatgpt copilot
staging prod production qa uat preprod sandbox
""".split()
)

# Video games one moves between, by names no town has: "moved from Fortnite to Apex" is no new home (where Apex, North
# Carolina, alone may be one).
VIDEO_GAMES = frozenset(name.strip() for name in """
fortnite, apex legends, valorant, overwatch, overwatch 2, minecraft, roblox, league of legends, dota, dota 2, csgo,
cs go, cs2, counter strike, warzone, call of duty, pubg, destiny 2, world of warcraft, ffxiv, genshin, genshin impact,
rocket league, hearthstone, runescape, osrs, escape from tarkov, rainbow six siege, marvel rivals""".split(","))

# What one moves to that is a place, named by a common noun: "the city", "a new apartment".
PLACE_NOUNS = frozenset(
    """
city cities town country countryside state states area neighborhood neighbourhood suburb suburbs coast
beach island house home apartment flat condo place farm ranch village region province county mountains
mountain lake desert valley district capital midwest abroad overseas dorm campus side part continent world
us usa uk east west north south street road building complex cottage cabin bay islands shore
""".split()
)

# Sports and their leagues: retiring from one ends a career in a game, at most a history, no occupation.
SPORTS = frozenset(
    """
football soccer baseball basketball hockey tennis golf boxing wrestling rugby cricket cycling running racing
swimming volleyball softball lacrosse skiing snowboarding skating gymnastics athletics track sports sport mma
martial karate judo fencing rowing surfing climbing bowling darts chess esports triathlon marathon marathons
derby
nfl nba mlb nhl mls wnba pga lpga nascar ufc wwe f1 formula
""".split()
)

# A state of mind said as a noun ("I'm a mess", "a nervous wreck", "a bundle of nerves"): a passing mood,
# or a figure of speech about oneself, not who one is.
# (a body said of one's tiredness or hurt is a mood too: "a walking corpse after that fender bender", "a husk")
# (and one said of how hard one works or how little one is seen: "I am a ghost" after a 60-hour week, "a beast")
STATE_NOUNS = frozenset("mess wreck disaster trainwreck nerves zombie puddle meltdown corpse husk cadaver ghost beast "
                        "wimp".split())
STATE_PHRASES = ("basket case", "head case", "lost cause", "work in progress", "broken record", "train wreck",
                 "dead man walking", "walking dead", "shell of", "ghost of", "hot mess")

# What happens to one rather than what one does: starting to cry or sweat is no activity taken up.
REACTIONS = frozenset(
    """
cry crying laugh laughing sweat sweating panic panicking shake shaking shiver shivering tremble trembling giggle
giggling yawn yawning sob sobbing sneeze sneezing cough coughing blush blushing scream screaming weep weeping
tear tearing choke choking gag gagging vomit vomiting puke puking throw throwing hyperventilate hyperventilating
freak freaking worry worrying wonder wondering feel feeling get getting become becoming be being doubt doubting
overthink overthinking stress stressing snore snoring itch itching bleed bleeding faint fainting smile smiling
grin grinning tremble cringe cringing
""".split()
)

# What one has in mind or for a day or two, not in one's possession: "I have a hunch", "I have a cold".
# Loyalty programmes by the words that name them, keyed on the programme, not its carrier or tier
# ("Lufthansa Miles & More", "United MileagePlus Gold" are miles_and_more, mileageplus).
LOYALTY_PROGRAMS = {
    "miles and more": "miles_and_more", "mileageplus": "mileageplus", "skymiles": "skymiles",
    "aadvantage": "aadvantage", "flying blue": "flying_blue", "executive club": "executive_club", "avios": "avios",
    "asia miles": "asia_miles", "krisflyer": "krisflyer", "rapid rewards": "rapid_rewards", "trueblue": "trueblue",
    "bonvoy": "bonvoy", "hilton honors": "hilton_honors", "world of hyatt": "world_of_hyatt",
    "costco": "costco", "sam's club": "sams_club", "aaa": "aaa", "amazon prime": "amazon_prime", "rei": "rei",
}

# What is good for one trip, one show or one night ("a ticket to Rome", "a boarding pass", "a reservation at
# Nobu"): had for the occasion, not owned.
FOR_ONE_OCCASION = frozenset(
    """
ticket reservation booking itinerary voucher receipt
""".split()
)

# What one scores or is given as an outcome, got in a game, a test or at work ("I got a double", "a strike on my last
# frame", "a hat trick", "a B+", "a raise"): a result, not a thing owned. (Not "a spare", "a record", "a pass", "a
# single", which may be things kept.)
RESULTS_GOT = frozenset(
    """
double triple homer homerun home_run strike strikeout birdie eagle bogey albatross bullseye hat_trick touchdown
century yahtzee bingo checkmate stalemate win victory draw ace pb pr personal_best score grade raise promotion
bonus payrise pay_rise distinction goal hole_in_one jackpot rebound assist knockout ko shutout no_hitter perfect_game
nine_darter three_pointer free_throw try
""".split()
)
ON_ONES_MIND = frozenset(
    """
hunch point suggestion thought thoughts guess theory opinion opinions concern concerns doubt doubts inkling
clue notion favor favour confession request proposal comment feedback rule rules habit habits tendency policy
song songs tune tunes earworm
headache cold fever cough flu hangover stomachache toothache cramp cramps rash sunburn
""".split()
)

# Faculties one loses for a moment ("I lost my temper", "my train of thought"), not things one owned.
FACULTIES = frozenset(
    """
temper mind minds patience cool nerve nerves train thought thoughts way balance focus appetite voice sleep
track touch grip marbles sanity composure breath footing bearings head time space room energy
""".split()
)

# Where one lives said without a preposition: "I live abroad", not "I live alone".
PLACE_ADVERBS = frozenset("abroad overseas downtown upstate uptown nearby locally offshore inland".split())

# How someone feels for a while: "my mom is so relieved" is a moment of hers, not a fact about the user.
EMOTIONS = frozenset(
    """
relieved thrilled excited upset worried stressed happy sad mad angry proud annoyed disappointed shocked surprised
devastated heartbroken nervous scared anxious pleased delighted furious frustrated overjoyed ecstatic bummed
jealous embarrassed impressed amazed annoyed irritated exhausted tired sick ill crushed gutted stoked pumped
""".split()
)

# What is sensitive about someone else: their diet, health or pregnancy is theirs to tell, and said of a
# relative or friend it is no belief about the user ("my friend Raj is gluten-free", "my son is allergic").
OTHERS_SENSITIVE = frozenset(
    """
pregnant allergic diabetic asthmatic epileptic celiac coeliac autistic intolerant lactose-intolerant sober
""".split()
)

# What ends a clause the user takes back at once: "I have a sister, sorry", "I live in Austin, oops".
CORRECTION_MARKERS = ("sorry", "oops", "whoops", "wait", "no wait", "err", "erm", "correction", "my bad", "typo")

# Chat shorthand and interjections that head a message without saying anything.
CHATTER = (
    "omw", "otw", "brb", "btw", "fyi", "ugh+", "lol+", "lmao", "tbh", "ngl", "ok+", "okay", "kk?", "yo", "welp",
    "ikr", "smh", "oof", "phew", "yay+", "woo+", "omg", "dang", "damn", "argh+", "meh", "hey+", "hi+", "heya",
    "sup", "gm", "gn", "ty", "thx", "np",
    # a vocative or an emphasis before the statement: "bro i've been playing since 2020", "fr tho i'm 19"
    "bro", "bruh", "bestie", "dude", "fr", "tho",
    # a tag of sincerity or of opinion, alone or stacked: "tbh no cap i love horror movies", "imo", "istg", "lowkey"
    "no cap", "frfr", "imo", "imho", "istg", "lowkey", "low-key", "highkey", "deadass",
)
# The same tags said after the statement, alone or stacked: "I love horror movies tbh no cap", "... fr fr", "... imo".
CHAT_TAGS = ("lol+", "lmao", r"haha\w*", "hehe", "xd", "omg", "yay+", "tbh", "ngl", "fr", "frfr", "tho", "no cap",
             "imo", "imho", "istg", "lowkey", "low-key", "highkey", "deadass")

# Faith and orientation, said of oneself ("I'm muslim", "I'm gay").
IDENTITIES = (
    "muslim", "christian", "jewish", "hindu", "buddhist", "sikh", "catholic", "protestant", "mormon", "atheist",
    "agnostic", "gay", "lesbian", "bisexual", "queer", "transgender", "trans", "nonbinary", "non-binary", "asexual",
)
# Faiths and their churches, said of oneself ("I'm a devout Catholic", "I'm Lutheran", "a Jehovah's Witness").
FAITHS = (
    "muslim", "christian", "jewish", "jew", "hindu", "buddhist", "sikh", "catholic", "roman catholic", "protestant",
    "mormon", "latter-day saint", "atheist", "agnostic", "methodist", "baptist", "lutheran", "anglican", "episcopalian",
    "presbyterian", "evangelical", "pentecostal", "quaker", "pagan", "wiccan", "jain", "bahai", "baha'i", "taoist",
    "unitarian", "adventist", "seventh-day adventist", "jehovah's witness", "orthodox jew", "orthodox christian",
    "shia", "sunni", "deist", "zoroastrian", "rastafarian",
)
ORIENTATIONS = (
    "gay", "lesbian", "bisexual", "bi", "queer", "transgender", "trans", "nonbinary", "non-binary", "asexual",
    "pansexual",
)
# A political view or party, said of oneself with an article ("a lifelong Democrat", "a socialist"); the ones that
# need none are POLITICS_BARE ("I'm libertarian"; "I'm conservative" may be about anything, "a conservative" is not).
POLITICS = (
    "democrat", "republican", "democratic socialist", "socialist", "social democrat", "communist", "marxist",
    "anarchist", "libertarian", "conservative", "liberal", "progressive", "leftist", "lefty", "centrist", "tory",
    "feminist", "nationalist", "populist", "trumper", "maga republican",
)
POLITICS_BARE = (
    "republican", "democrat", "socialist", "communist", "libertarian", "marxist", "anarchist", "left-wing",
    "right-wing", "far-left", "far-right", "pro-life", "pro-choice", "apolitical", "maga",
)
# Parties, named with what one is of them ("a Labour voter", "a Green Party member", "I vote Green").
PARTIES = (
    "labour", "labour party", "tory", "tories", "conservative", "conservatives", "conservative party", "lib dem",
    "lib dems", "liberal democrat", "liberal democrats", "green", "greens", "green party", "snp", "ndp", "plaid",
    "reform", "reform uk", "ukip", "gop", "democrat", "democrats", "democratic", "democratic party", "dems",
    "republican", "republicans", "republican party", "libertarian", "libertarian party", "maga", "bloc",
    "liberal", "liberals", "liberal party",
)
# Words that make a key about the user's faith, orientation or politics whatever else it holds ("identity:christian_
# mother", "activity:church", "identity:bernie_supporter" is by its "supporter"): sensitive.
BELIEF_WORDS = frozenset(
    """
muslim christian jewish jew hindu buddhist sikh catholic protestant mormon atheist agnostic methodist baptist lutheran
anglican episcopalian presbyterian evangelical pentecostal quaker pagan wiccan jain bahai taoist unitarian adventist
jehovah jehovahs orthodox shia sunni deist zoroastrian rastafarian church mosque synagogue temple bible quran koran
torah prayer praying pray ramadan sabbath shabbat worship gay lesbian bisexual queer transgender trans nonbinary
asexual pansexual democrat democrats republican republicans socialist communist marxist anarchist
libertarian conservative liberal progressive leftist lefty centrist tory tories labour feminist nationalist populist
trumper maga gop dems apolitical voter supporter scientologist scientology zionist antizionist brexiteer remainer
satanist shinto sufi druid mennonite amish hasidic
buddhism christianity catholicism islam judaism hinduism sikhism jainism taoism mormonism protestantism
paganism wicca satanism
""".split()
)
# Of BELIEF_WORDS, those a thing liked or owned is named by without a faith or a party ("progressive rock", "a liberal
# arts degree", "Temple Run", "Black Sabbath", "Quaker Oats", "Tory Burch"): no sign of the user's belief in such a key.
BELIEF_WORDS_OF_THINGS_TOO = frozenset(
    """progressive liberal conservative trans temple labour tory tories supporter voter orthodox sabbath druid quaker
apolitical prayer pray praying lefty""".split())
# What a faith or a party is held by besides its name, a thing liked or owned or a group joined says the user's belief
# ("I love Jesus", "my rosary", "a prayer rug", "a MAGA hat", "I love Obama"): its god, book or object, a party's
# leader, emblem or group. Words of a key; BELIEF_HELD_PHRASES names what takes more than one word, or a word that
# names something else beside another ("a Buddha bowl", "a trump card", "a prayer plant").
BELIEF_HELD = frozenset(
    """
jesus christ allah krishna vishnu shiva ganesh rosary menorah hanukkiah crucifix hijab niqab burqa kippah
yarmulke mezuzah tallit tefillin talmud bhagavad gita scripture scriptures obama biden kamala aoc antifa kkk
""".split()
)

# Languages one speaks, names as a learner writes them too (lowercased: "portuguese").
LANGUAGES = frozenset(
    """
english spanish french german portuguese italian dutch japanese chinese mandarin cantonese korean russian arabic
hindi urdu bengali punjabi polish swedish turkish greek hebrew ukrainian czech danish finnish norwegian romanian
hungarian vietnamese thai indonesian malay tagalog filipino persian farsi swahili catalan basque galician croatian
serbian bulgarian slovak slovenian lithuanian latvian estonian icelandic irish welsh tamil telugu marathi gujarati
kannada malayalam odia sinhala nepali amharic yoruba igbo hausa zulu xhosa afrikaans khmer burmese
georgian armenian azerbaijani kazakh uzbek mongolian albanian macedonian bosnian somali tigrinya pashto dari kurdish
lao hmong cebuano ilocano javanese samoan tongan maori yiddish esperanto
asl bsl
""".split()
)

# Verbs whose present continuous a learner uses for a habit ("I am watching every match since I was child"),
# by their -ing form; a doubled consonant or a dropped e is spelled out.
HABIT_VERBS = frozenset(
    """
watch eat drink play work live speak study learn teach ride drive use cook read follow support practice
practise visit wear smoke attend collect paint draw write sing dance hike fish garden sew travel coach
""".split()
)
ING_FORMS = {
    **{(v[:-1] if v.endswith("e") and not v.endswith("ee") else v) + "ing": v for v in HABIT_VERBS},
    "swimming": "swim", "running": "run", "shopping": "shop", "jogging": "jog", "cycling": "cycle", "knitting": "knit",
    "travelling": "travel",
}

# Relatives named by what is theirs ("my brother's wedding"): a spouse, a sibling or a child, whose existence the
# mention states; a parent's ("my mom's birthday") says little anyone lacks.
KIN = frozenset("wife husband son daughter brother sister fiance fiancee stepson stepdaughter twin".split())

# A retirement or investment account the user holds, by its key: "a Roth IRA", "my 401k" (finance, sensitive).
INVESTMENT_ACCOUNTS = frozenset(
    "roth_ira ira traditional_ira sep_ira 401k 403b roth_401k hsa brokerage_account".split())

# What the user owes, said as "my mortgage" or a line of their own budget ("Student loans: $40k left").
DEBTS = ("mortgage", "student loans", "student loan", "car loan", "auto loan", "credit card debt", "personal loan",
         "medical debt", "home equity loan", "house loan", "home loan", "housing loan")

# Instruments one plays: giving one up ends a pastime ("I gave up guitar years ago").
INSTRUMENTS = frozenset(
    """
guitar piano violin cello drums bass ukulele flute saxophone sax trumpet clarinet harp banjo mandolin viola trombone
keyboard harmonica accordion oboe bassoon tuba organ
""".split()
)

# Phone, internet and TV providers a user is a customer of: "I'm with Verizon", "switched to Mint Mobile" are
# membership:<provider>, so a switch supersedes and "not with Verizon anymore" takes it back. Keyed as spelled here.
PROVIDERS = {
    "verizon": "verizon", "at&t": "att", "att": "att", "t-mobile": "t_mobile", "tmobile": "t_mobile",
    "sprint": "sprint", "mint mobile": "mint_mobile", "mint": "mint_mobile", "visible": "visible",
    "cricket": "cricket", "google fi": "google_fi", "us mobile": "us_mobile", "boost mobile": "boost_mobile",
    "metro by t-mobile": "metro_by_t_mobile", "vodafone": "vodafone", "giffgaff": "giffgaff", "o2": "o2",
    "telus": "telus", "rogers": "rogers", "fido": "fido", "koodo": "koodo", "comcast": "xfinity",
    "xfinity": "xfinity", "spectrum": "spectrum", "cox": "cox", "optimum": "optimum", "starlink": "starlink",
    "virgin media": "virgin_media", "sky": "sky", "bt": "bt", "ee": "ee",
}

# A partner a parting leaves the user without ("my girlfriend and I broke up"), keyed as the family rules key them.
PARTNERS_PARTED = frozenset(("girlfriend", "boyfriend", "partner", "fiance", "wife", "husband", "spouse"))

# Prescription medicines by name, generic or brand, a course the user is on is their health ("I'm on metformin",
# "started Ozempic", "came off Wegovy"). Lowercased; a word that names anything else too ("lithium", "insulin") is not
# here.
MEDICATIONS = frozenset(
    """
trt hrt testosterone estradiol
metformin lisinopril losartan amlodipine atorvastatin rosuvastatin simvastatin pravastatin lipitor crestor zocor
levothyroxine synthroid omeprazole pantoprazole esomeprazole nexium metoprolol propranolol atenolol carvedilol
hydrochlorothiazide furosemide lasix spironolactone gabapentin pregabalin lyrica sertraline zoloft fluoxetine
prozac escitalopram lexapro citalopram celexa paroxetine paxil bupropion wellbutrin venlafaxine effexor duloxetine
cymbalta mirtazapine trazodone lamotrigine lamictal quetiapine seroquel aripiprazole abilify risperidone
olanzapine buspirone adderall ritalin vyvanse concerta methylphenidate strattera atomoxetine ozempic wegovy mounjaro
zepbound semaglutide tirzepatide saxenda liraglutide victoza trulicity dulaglutide rybelsus jardiance farxiga
januvia glipizide eliquis xarelto warfarin clopidogrel plavix prednisone methotrexate humira hydroxychloroquine
plaquenil finasteride isotretinoin accutane tretinoin apixaban rivaroxaban tamoxifen letrozole levetiracetam
keppra topiramate topamax
sumatriptan montelukast singulair allopurinol phentermine contrave qsymia
oxycodone oxycontin percocet hydrocodone vicodin norco tramadol ultram tapentadol nucynta buprenorphine suboxone
methadone cyclobenzaprine flexeril baclofen tizanidine zanaflex meloxicam mobic celecoxib celebrex amitriptyline
nortriptyline opioids opiates
albuterol salbutamol ventolin proair symbicort advair flovent budesonide zyrtec cetirizine claritin loratadine
allegra fexofenadine xyzal levocetirizine flonase fluticasone
tacrolimus prograf envarsus mycophenolate cellcept myfortic cyclosporine sirolimus azathioprine
""".split()
)
# Operations named by what is done, whatever part they are done to: "a hip replacement", "knee reconstruction",
# "a kidney transplant".
PROCEDURE_HEADS = frozenset("surgery replacement reconstruction transplant fusion bypass".split())
# Operations named by their own name: "a gastric sleeve", "an appendectomy", "LASIK".
PROCEDURES = frozenset(
    """
appendectomy hysterectomy mastectomy lumpectomy vasectomy tonsillectomy cholecystectomy lasik c-section
colectomy ileostomy colostomy thyroidectomy nephrectomy splenectomy
discectomy microdiscectomy laminectomy
gastric_sleeve gastric_bypass lap_band sleeve_gastrectomy
""".split()
)

# What is picked up, caught or taken on, yet no goods bought: "picked up a Saturday shift", "a Southern accent".
NOT_GOODS = frozenset("shift shifts accent class course lesson lessons habit job gig bug virus cold flu infection "
                      "hobby language skill trick tip tips word words phrase slang cough rash client clients "
                      "contract project role position".split())

# What is eaten or drunk, by its head noun (singular): got, bought or had it is eaten, no possession kept ("I got a
# quesadilla when I went there", "bought some strawberries kiwis bananas", "lots of beers my friends left"). Not a
# word as often another thing: a chip (a sobriety chip), an apple (an Apple), a sub, a wrap, a wing, a shake, a pop.
FOODS = frozenset(
    """
food snack snacks meal lunch dinner breakfast brunch dessert candy chocolate cookie cake cupcake pie donut doughnut
muffin bagel croissant pastry brownie icecream sundae popsicle quesadilla burrito taco nacho enchilada tamale
burger hamburger cheeseburger hotdog sandwich pizza pasta spaghetti lasagna noodle ramen sushi
steak bacon sausage rib fry fries salad soup stew curry rice bread toast pancake waffle egg omelette cereal
banana orange strawberry blueberry raspberry kiwi grape mango peach pear cherry watermelon melon pineapple
lemon lime avocado tomato potato carrot onion vegetable veggie fruit berry nut peanut almond cheese yogurt
beer wine coffee latte cappuccino espresso tea soda juice smoothie milkshake cocktail margarita whiskey
vodka rum tequila booze drink beverage water milk lemonade kombucha frappuccino
    """.split()
)

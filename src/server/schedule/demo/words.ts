/**
 * The vocabulary the demo conference is composed from. Written for Hallway: no line here is
 * taken from a real schedule. Placeholders in templates are `{topic}`, `{topic2}`, `{adj}`,
 * `{gerund}`, `{audience}`, `{place}`, `{type}`, `{name}`, `{n}` and `{slug}`.
 *
 * A few entries carry `&`, `<`, quotes and non-ASCII letters on purpose, so that importers
 * and the XML rendering meet them in ordinary data.
 */

export const GIVEN_NAMES = [
  'Aino', 'Amara', 'Anouk', 'Arjun', 'Aurelio', 'Bea', 'Benedikt', 'Björn', 'Carmen', 'Céline',
  'Dario', 'Dilara', 'Elif', 'Emeka', 'Esther', 'Fatou', 'Felix', 'Freya', 'Gaspard', 'Greta',
  'Hamid', 'Hanne', 'Ida', 'Ilya', 'Ines', 'Jonas', 'Joséphine', 'Kaito', 'Kalinda', 'Karim',
  'Lena', 'Lior', 'Lotte', 'Luca', 'Malin', 'Mateo', 'Mei', 'Milan', 'Mira', 'Nadia',
  'Nils', 'Noor', 'Oskar', 'Paloma', 'Pia', 'Quentin', 'Rania', 'Rasmus', 'Rosa', 'Sami',
  'Selin', 'Sven', 'Talia', 'Theo', 'Ulla', 'Valentin', 'Wanjiru', 'Xenia', 'Yusuf', 'Zofia',
] as const;

export const FAMILY_NAMES = [
  'Achterberg', 'Adeyemi', 'Almeida', 'Bauer', 'Berglund', 'Brandão', 'Castellanos', 'Chen',
  'Dąbrowski', 'Delacroix', 'Eriksen', 'Falk', 'Ferreira', 'Gallagher', 'Grünewald', 'Haddad',
  'Halvorsen', 'Ishikawa', 'Jansen', 'Kovač', 'Krämer', 'Lindqvist', 'Lopez', 'Mäkinen',
  'Marchetti', 'Moreau', 'Nakamura', 'Novak', "O'Connell", 'Okafor', 'Petrov', 'Quispe',
  'Rahman', 'Reinholt', 'Rossi', 'Sandoval', 'Schäfer', 'Sørensen', 'Tanaka', 'Thorsen',
  'Umarova', 'Vasquez', 'Vogel', 'Weiß', 'Wójcik', 'Yilmaz', 'Zeller', 'Zhou',
] as const;

/** Speakers who go by a handle rather than a full name. */
export const HANDLES = [
  'bitwren', 'copperfox', 'dustmite', 'ferrite', 'glowworm', 'halfduplex', 'inkcap', 'jitterbug',
  'kestrel', 'lowpass', 'mossbyte', 'nullmoth', 'oxbow', 'pebblestack', 'quietloop', 'rustling',
  'saltmarsh', 'tinwhistle', 'undertow', 'vantablue', 'wickerbot', 'zeroday_zoe',
] as const;

export const ROOM_NAMES = [
  'Main Hall', 'Lantern Hall', 'Harbour Stage', 'Gewölbe', 'Loft & Lab', 'Greenhouse', 'Reading Room',
  'Courtyard Tent',
] as const;

export interface DemoTrack {
  readonly name: string;
  readonly color: string;
  /** Noun phrases that read well in any title or sentence template. */
  readonly topics: readonly string[];
}

export const TRACKS: readonly DemoTrack[] = [
  {
    name: 'Hardware & Making',
    color: '#c2410c',
    topics: [
      'open-source tractors', 'repairable headphones', 'solar inverters', 'the "smart" meter in your cellar',
      'pick-and-place machines', 'e-paper badges', 'tiny weather stations', 'bicycle dynamos',
      'salvaged laptop batteries', 'ceramic 3D printing',
    ],
  },
  {
    name: 'Security',
    color: '#1d4ed8',
    topics: [
      'firmware updates', 'hotel door locks', 'supply-chain attacks', 'password managers', 'car key fobs',
      'bug bounty programmes', 'memory-safe parsers', 'side channels', 'printer drivers', 'hospital networks',
    ],
  },
  {
    name: 'Privacy & Rights',
    color: '#7c3aed',
    topics: [
      'data-protection complaints', 'school surveillance', 'location data brokers', 'anonymous publishing',
      'face recognition at borders', 'tenant screening scores', 'consent banners', 'encrypted messengers',
      'freedom-of-information requests', 'metadata',
    ],
  },
  {
    name: 'Science',
    color: '#15803d',
    topics: [
      'radio telescopes', 'citizen seismology', 'lake sediment cores', 'reproducible notebooks',
      'insect migration', 'open lab equipment', 'satellite images of glaciers', 'bird song recordings',
      'quantum random numbers', 'soil microbes',
    ],
  },
  {
    name: 'Art & Culture',
    color: '#db2777',
    topics: [
      'generative textiles', 'pixel fonts', 'chiptune orchestras', 'light installations', 'zine libraries',
      'interactive theatre', 'demoscene archives', 'plotter drawings', 'field recordings',
      'video game preservation',
    ],
  },
  {
    name: 'Society & Politics',
    color: '#b91c1c',
    topics: [
      'digital public services', 'platform co-operatives', 'algorithmic welfare checks', 'municipal broadband',
      'election software', 'gig-worker unions', 'open procurement', 'accessibility laws',
      'right-to-repair campaigns', 'public-interest tech',
    ],
  },
  {
    name: 'Software Craft',
    color: '#0e7490',
    topics: [
      'the tools we <3', 'legacy COBOL', 'property-based testing', 'build reproducibility',
      'offline-first apps', 'type systems', 'C & assembly', 'code review', 'dependency upgrades',
      'error messages',
    ],
  },
  {
    name: 'Open Data',
    color: '#a16207',
    topics: [
      'timetable feeds', 'the town\u2019s tree register', 'air-quality maps', 'parliament transcripts',
      'open street maps', 'budget spreadsheets', 'Wikidata', 'court decisions', 'library catalogues',
      'noise measurements',
    ],
  },
  {
    name: 'Networks',
    color: '#4338ca',
    topics: [
      'mesh networks', 'community Wi-Fi', 'IPv6 at home', 'LoRa gateways', 'fibre co-operatives',
      'packet radio', 'DNS resolvers', 'self-hosted e-mail', 'BGP hijacks', 'satellite uplinks',
    ],
  },
  {
    name: 'Sustainability',
    color: '#3f6212',
    topics: [
      'low-power websites', 'data-centre heat', 'second-hand servers', 'e-waste', 'solar-powered servers',
      'carbon-aware scheduling', 'repair cafés', 'long-lived phones', 'water sensors', 'energy dashboards',
    ],
  },
  {
    name: 'Education',
    color: '#0f766e',
    topics: [
      'coding clubs', 'school laptops', 'maths by hand', 'open textbooks', 'teaching cryptography',
      'robotics kits', 'media literacy', 'adult night classes', 'library makerspaces', 'exam software',
    ],
  },
  {
    name: 'Community',
    color: '#9333ea',
    topics: [
      'hackerspace finances', 'codes of conduct', 'volunteer shifts', 'event badges', 'newcomer onboarding',
      'burnout', 'sign-language interpreting', 'childcare at events', 'remote participation', 'mentoring',
    ],
  },
];

export const ADJECTIVES = [
  'practical', 'gentle', 'unexpected', 'quiet', 'honest', 'small', 'slow', 'messy', 'hidden',
  'forgotten', 'friendly', 'resilient', 'stubborn', 'cheap', 'long-lived', 'accidental', 'local',
  'boring', 'brave', 'curious',
] as const;

export const GERUNDS = [
  'building', 'repairing', 'measuring', 'mapping', 'teaching', 'auditing', 'breaking', 'archiving',
  'reverse-engineering', 'translating', 'documenting', 'hosting', 'securing', 'shrinking', 'funding',
  'rethinking',
] as const;

export const AUDIENCES = [
  'beginners', 'people who maintain things', 'tired administrators', 'teachers', 'artists',
  'small associations', 'city councils', 'anyone who has lost a file', 'students', 'librarians',
  'hardware tinkerers', 'journalists',
] as const;

export const PLACES = [
  'a coastal village', 'a community radio station', 'a public library', 'a rural school',
  'a city hall basement', 'a hackerspace', 'a shared workshop', 'a mountain hut', 'a night train',
  'a housing co-operative', 'a university lab', 'a festival field',
] as const;

export const TITLE_TEMPLATES = [
  '{adj} {topic}',
  '{gerund} {topic} without losing your mind',
  'What {topic} taught us about {topic2}',
  '{topic}: the {adj} parts',
  'A field guide to {topic}',
  '{gerund} {topic} on a shoestring',
  'From {topic} to {topic2}',
  'Why nobody warned us about {topic}',
  '{topic} for {audience}',
  'Ten years of {topic}',
  'The {adj} history of {topic}',
  '{gerund} {topic} in {place}',
  'Who owns {topic}?',
  'Please stop {gerund} {topic}',
  '{topic}, {topic2} and us',
  'How not to start with {topic}',
] as const;

export const SUBTITLE_TEMPLATES = [
  'A {adj} look at {topic}',
  'Notes from {place}',
  'With live demos',
  'What we built, what broke and what we would do again',
  'An introduction for {audience}',
  'Part {n} of an ongoing series',
  'Lessons from {gerund} {topic2}',
  'Bring questions, leave with a plan',
] as const;

export const ABSTRACT_SENTENCES = [
  'This {type} looks at {topic} from the point of view of {audience}.',
  'We spent the last year {gerund} {topic} in {place}, and we want to share what worked.',
  'Most writing about {topic} assumes a budget nobody we know has.',
  'You will leave with a {adj} checklist and a few ideas about {topic2}.',
  'There will be time for questions, and probably for disagreement.',
  'No prior knowledge is needed, only curiosity about {topic}.',
  'We compare three approaches to {topic} and explain why the {adj} one won.',
  'The story involves {topic2}, a borrowed van and more spreadsheets than anyone wanted.',
  'We show what changes when {audience} take {topic} into their own hands.',
  'Expect numbers, photos and at least one failure told in detail.',
] as const;

export const DESCRIPTION_SENTENCES = [
  'It started as a weekend project in {place} and quietly became a part of daily life there.',
  'We will walk through the first prototype, the second one, and the reasons the third one is {adj}.',
  'Along the way we met {audience} who had solved half of our problems years ago.',
  'The hardest part was never the technology; it was agreeing on who looks after {topic}.',
  'We kept a diary of every mistake, and the best ones are in this {type}.',
  'Some of what we tried with {topic2} did not work, and we will say why.',
  'All of the material is free to reuse, and we hope someone improves on it.',
  'If you have tried {gerund} {topic} yourself, we would love to compare notes afterwards.',
  'We will finish with open questions that we cannot answer alone.',
  'The second half is hands-on, so bring a laptop if you have one.',
  'Our numbers come from {n} months of measurements, and we publish every one of them.',
  'None of this needs special equipment; all of it is within reach of {audience}.',
] as const;

/** Sentences that carry a Markdown link; links only ever point at example.org or example.com. */
export const LINK_SENTENCES = [
  'The notes are on [our project page](https://example.org/projects/{slug}).',
  'Slides and recordings of earlier versions are collected [here](https://example.com/talks/{slug}).',
  'Read the [background article](https://example.org/articles/{slug}) before you come, if you like.',
] as const;

export const BIOGRAPHY_SENTENCES = [
  '{name} works on {topic} in {place}.',
  '{name} has been {gerund} {topic} for longer than they care to admit.',
  '{name} teaches {audience} and writes about {topic2}.',
  'Before this, {name} spent years {gerund} {topic2}.',
  '{name} volunteers at {place} on weekends.',
  '{name} likes {adj} tools and long walks to the nearest repair café.',
] as const;

export const LANGUAGES = ['en', 'de', 'fr'] as const;

export const EVENT_TYPES = ['Talk', 'Workshop', 'Panel', 'Lightning Talk', 'Keynote'] as const;

export type DemoEventType = (typeof EVENT_TYPES)[number];

export const LINK_TITLES = ['Slides', 'Project page', 'Source code', 'Reading list'] as const;

import type { DemoWriter } from './create-demo-writer.ts';
import type { SeededRandom } from './create-seeded-random.ts';
import { demoUuid } from './demo-uuid.ts';
import type { FrabPerson } from './frab-json.ts';
import { FAMILY_NAMES, GIVEN_NAMES, HANDLES, TRACKS } from './words.ts';

/** How many people the demo conference has; every one of them speaks at least once. */
export const DEMO_SPEAKER_COUNT = 300;
const FIRST_PERSON_ID = 7001;
/** How often a seat goes to someone who already speaks elsewhere, while newcomers remain. */
const RETURNING_SPEAKER_SHARE = 0.3;

export interface DemoSpeakers {
  /**
   * Chooses `count` different people for an event running over [start, end) (minutes since
   * the conference's first midnight), none of them busy elsewhere at that time.
   */
  cast(count: number, start: number, end: number): FrabPerson[];
}

export function createDemoSpeakers(random: SeededRandom, writer: DemoWriter): DemoSpeakers {
  const people = createPeople(random, writer);
  const newcomers = random.shuffle(people);
  const returning: FrabPerson[] = [];
  const busy = new Map<FrabPerson, [number, number][]>();

  function isFree(person: FrabPerson, start: number, end: number, cast: readonly FrabPerson[]): boolean {
    if (cast.includes(person)) return false;
    return (busy.get(person) ?? []).every(([from, to]) => end <= from || to <= start);
  }

  function chooseReturning(start: number, end: number, cast: readonly FrabPerson[]): FrabPerson | undefined {
    for (let attempt = 0; attempt < 20 && returning.length > 0; attempt++) {
      const person = random.pick(returning);
      if (isFree(person, start, end, cast)) return person;
    }
    return undefined;
  }

  return {
    cast(count, start, end) {
      const cast: FrabPerson[] = [];
      while (cast.length < count) {
        const wantsReturning = newcomers.length === 0 || random.chance(RETURNING_SPEAKER_SHARE);
        const person = (wantsReturning ? chooseReturning(start, end, cast) : undefined) ?? newcomers.pop();
        if (person === undefined) break;
        if (!returning.includes(person)) returning.push(person);
        busy.set(person, [...(busy.get(person) ?? []), [start, end]]);
        cast.push(person);
      }
      return cast;
    },
  };
}

function createPeople(random: SeededRandom, writer: DemoWriter): FrabPerson[] {
  const names = new Set<string>(random.shuffle(HANDLES));
  while (names.size < DEMO_SPEAKER_COUNT) names.add(`${random.pick(GIVEN_NAMES)} ${random.pick(FAMILY_NAMES)}`);
  return [...names].map((name, index) => {
    const id = FIRST_PERSON_ID + index;
    // Real schedules leave some biographies empty; importers must cope with null.
    const biography = random.chance(0.1) ? null : writer.biography({ track: random.pick(TRACKS), name });
    return { guid: demoUuid(`person:${id}`), id, name, public_name: name, biography };
  });
}

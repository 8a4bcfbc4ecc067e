import type { SeededRandom } from './create-seeded-random.ts';
import {
  ABSTRACT_SENTENCES,
  ADJECTIVES,
  AUDIENCES,
  BIOGRAPHY_SENTENCES,
  DESCRIPTION_SENTENCES,
  type DemoTrack,
  GERUNDS,
  LINK_SENTENCES,
  PLACES,
  SUBTITLE_TEMPLATES,
  TITLE_TEMPLATES,
} from './words.ts';

/** What a sentence is about: the track gives the topics, the rest fills the other placeholders. */
export interface DemoTextContext {
  readonly track: DemoTrack;
  /** The event's or speaker's main topic, one of the track's; picked per sentence when absent. */
  readonly topic?: string;
  /** The event type, lower case (`workshop`), for `{type}`. */
  readonly type?: string;
  readonly name?: string;
  readonly slug?: string;
}

export interface DemoWriter {
  title(context: DemoTextContext): string;
  subtitle(context: DemoTextContext): string;
  /** One paragraph of two or three sentences. */
  abstract(context: DemoTextContext): string;
  /** Two to four paragraphs separated by blank lines; with `link`, one carries a Markdown link. */
  description(context: DemoTextContext, link: boolean): string;
  biography(context: DemoTextContext): string;
}

/** Composes titles and plain-text paragraphs from the word lists in `words.ts`. */
export function createDemoWriter(random: SeededRandom): DemoWriter {
  function fill(template: string, context: DemoTextContext): string {
    const topic = context.topic ?? random.pick(context.track.topics);
    const others = context.track.topics.filter((candidate) => candidate !== topic);
    const values: Record<string, () => string> = {
      topic: () => topic,
      topic2: () => random.pick(others),
      adj: () => random.pick(ADJECTIVES),
      gerund: () => random.pick(GERUNDS),
      audience: () => random.pick(AUDIENCES),
      place: () => random.pick(PLACES),
      type: () => context.type ?? 'talk',
      name: () => context.name ?? 'The speaker',
      slug: () => context.slug ?? 'hallway',
      n: () => String(random.int(2, 9)),
    };
    return template.replace(/\{(\w+)\}/g, (placeholder, key: string) => values[key]?.() ?? placeholder);
  }

  function sentences(templates: readonly string[], count: number, context: DemoTextContext): string {
    return random
      .shuffle(templates)
      .slice(0, count)
      .map((template) => fill(template, context))
      .join(' ');
  }

  return {
    title: (context) => capitalise(fill(random.pick(TITLE_TEMPLATES), context)),
    subtitle: (context) => capitalise(fill(random.pick(SUBTITLE_TEMPLATES), context)),
    abstract: (context) => sentences(ABSTRACT_SENTENCES, random.int(2, 3), context),
    description(context, link) {
      // One shuffle for the whole text, so no sentence appears twice in a description.
      const pool = random.shuffle(DESCRIPTION_SENTENCES);
      const paragraphs = Array.from({ length: random.int(2, 4) }, () =>
        pool
          .splice(0, random.int(1, 3))
          .map((template) => fill(template, context))
          .join(' '),
      );
      if (link) {
        const at = random.int(0, paragraphs.length - 1);
        paragraphs[at] = `${paragraphs[at] ?? ''} ${fill(random.pick(LINK_SENTENCES), context)}`.trim();
      }
      return paragraphs.join('\n\n');
    },
    biography(context) {
      const [first = '', second = '', third = ''] = random.shuffle(BIOGRAPHY_SENTENCES).map((template) => fill(template, context));
      const opening = random.chance(0.5) ? `${first} ${second}` : first;
      return random.chance(0.25) ? `${opening}\n\n${third}` : opening;
    },
  };
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

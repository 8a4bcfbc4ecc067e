import { ScriptedForm } from '../../components/needs-javascript.tsx';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { FEEDBACK_COMMENT_MAX_LENGTH, type FeedbackBody } from '../../shared/actions.ts';
import { sendThroughOutbox } from '../../runtime/actions/outbox-sync.ts';
import { useLocale } from '../../runtime/router/use-messages.ts';
import { useScreenMessages } from '../../components/use-screen-messages.ts';
import { readFeedback, saveFeedback } from './local-feedback.ts';
import './feedback-form.css';
import { now } from '../../runtime/clock/clock.ts';

type Rating = FeedbackBody['rating'];
const RATINGS: readonly Rating[] = [1, 2, 3, 4, 5];

interface FieldErrors {
  readonly rating?: string;
  readonly comment?: string;
}

type Outcome = 'idle' | 'saving' | 'sent' | 'waiting' | { readonly refused: string };

// Characters as a person counts them and as the server's limit does (code points): an emoji is
// one, though it is two UTF-16 units of `length`.
const characters = (text: string) => [...text].length;

/**
 * Feedback on one event (§7): a 1–5 rating and an optional comment. Kept on the device and sent
 * through the outbox, so it works offline; one per event, and giving it again updates it (the
 * form opens with the last one given). Nothing typed is ever cleared: errors show beside the
 * fields, the server's 422 messages too.
 */
export function FeedbackForm({ eventId }: { readonly eventId: string }) {
  const { feedback: text } = useScreenMessages();
  const locale = useLocale();
  const id = useId();
  const [rating, setRating] = useState<Rating | null>(null);
  const [comment, setComment] = useState('');
  const [given, setGiven] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [outcome, setOutcome] = useState<Outcome>('idle');
  const edited = useRef(false);
  const firstRating = useRef<HTMLInputElement>(null);
  const commentField = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    let current = true;
    readFeedback(eventId).then(
      (kept) => {
        if (!current || !kept) return;
        setGiven(true);
        // What the user started typing meanwhile wins over what was kept.
        if (edited.current) return;
        setRating(kept.rating);
        setComment(kept.comment);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [eventId]);

  const edit = () => {
    edited.current = true;
    if (outcome !== 'saving') setOutcome('idle');
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: FieldErrors = {
      ...(rating === null ? { rating: text.chooseRating } : {}),
      ...(characters(comment) > FEEDBACK_COMMENT_MAX_LENGTH ? { comment: text.commentTooLong(FEEDBACK_COMMENT_MAX_LENGTH) } : {}),
    };
    setErrors(found);
    if (rating === null || found.comment) {
      (found.rating ? firstRating : commentField).current?.focus();
      return;
    }
    setOutcome('saving');
    const feedback = { rating, comment, at: new Date(now()).toISOString() };
    // Kept first: whatever happens to the post, the device has it.
    await saveFeedback(eventId, feedback).catch(() => undefined);
    setGiven(true);
    try {
      const { key, report } = await sendThroughOutbox('feedback', { eventId, ...feedback });
      const refused = report.rejected.find((rejected) => rejected.entry.body.key === key);
      if (refused) {
        const { rating: ratingError, comment: commentError } = refused.fieldErrors;
        setErrors({ ...(ratingError ? { rating: ratingError } : {}), ...(commentError ? { comment: commentError } : {}) });
        setOutcome({ refused: refused.message });
      } else {
        setOutcome(report.sent.includes(key) ? 'sent' : 'waiting');
      }
    } catch (error) {
      // No IndexedDB to wait in, and the direct post failed.
      setOutcome({ refused: error instanceof Error ? error.message : String(error) });
    }
  }

  const hintId = `${id}-rating-hint`;
  const ratingErrorId = `${id}-rating-error`;
  const countId = `${id}-count`;
  const commentErrorId = `${id}-comment-error`;
  const used = characters(comment);
  const over = used > FEEDBACK_COMMENT_MAX_LENGTH;
  const message = outcome === 'sent' ? text.sent : outcome === 'waiting' ? text.waiting : typeof outcome === 'object' ? text.refused(outcome.refused) : null;

  return (
    <section className="screen-section feedback" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{text.heading}</h2>
      <ScriptedForm noValidate onSubmit={(event) => void submit(event)}>
        <fieldset className="rating" aria-describedby={errors.rating ? `${hintId} ${ratingErrorId}` : hintId}>
          <legend>{text.rating}</legend>
          <p id={hintId} className="field-hint">
            {text.ratingHint}
          </p>
          <div className="rating-options">
            {RATINGS.map((value) => (
              <label key={value}>
                <input
                  ref={value === 1 ? firstRating : undefined}
                  type="radio"
                  name={`${id}-rating`}
                  value={value}
                  checked={rating === value}
                  aria-invalid={errors.rating ? true : undefined}
                  onChange={() => {
                    edit();
                    setRating(value);
                    setErrors(({ rating: _, ...rest }) => rest);
                  }}
                />
                <span>{new Intl.NumberFormat(locale).format(value)}</span>
              </label>
            ))}
          </div>
          {errors.rating && (
            <p id={ratingErrorId} className="field-error">
              {errors.rating}
            </p>
          )}
        </fieldset>

        <label htmlFor={`${id}-comment`} className="comment-label">
          {text.comment}
        </label>
        <textarea
          id={`${id}-comment`}
          ref={commentField}
          name="comment"
          rows={4}
          value={comment}
          aria-invalid={errors.comment || over ? true : undefined}
          aria-describedby={errors.comment ? `${countId} ${commentErrorId}` : countId}
          onChange={(event) => {
            edit();
            setComment(event.target.value);
            if (characters(event.target.value) <= FEEDBACK_COMMENT_MAX_LENGTH) setErrors(({ comment: _, ...rest }) => rest);
          }}
        />
        <p id={countId} className={over ? 'field-hint comment-count is-over' : 'field-hint comment-count'}>
          {text.commentCount(used, FEEDBACK_COMMENT_MAX_LENGTH)}
        </p>
        {errors.comment && (
          <p id={commentErrorId} className="field-error">
            {errors.comment}
          </p>
        )}

        <button type="submit" disabled={outcome === 'saving'}>
          {given ? text.update : text.send}
        </button>
        <p className={typeof outcome === 'object' ? 'feedback-outcome is-refused' : 'feedback-outcome'} role="status">
          {message}
        </p>
      </ScriptedForm>
    </section>
  );
}

/**
 * The growth quiz for visitors without JavaScript: all six questions at once
 * as radio groups in a GET form, answered by the home page itself
 * (GrowthQuizTool reads the address). Server-rendered only, inside <noscript>.
 */
import type { QuizQuestion } from '../../content/types';
import { FieldError, FormNotice, PlainSubmitButton } from '../../ui/form-fields';
import { QUIZ_SENT_FIELD, QUIZ_SENT_VALUE, quizFieldName } from './quiz-form';

interface QuizPlainFormProps {
  questions: readonly QuizQuestion[];
  /** Answers kept from an incomplete submission, by field name. */
  chosen?: Record<string, string>;
  /** A message per question still to answer, by field name. */
  errors?: Record<string, string>;
}

export function QuizPlainForm({ questions, chosen = {}, errors = {} }: QuizPlainFormProps) {
  const incomplete = Object.keys(errors).length > 0;
  return (
    <form
      method="get"
      action="/#growth-quiz"
      aria-labelledby="quiz-form-heading"
      className="grid gap-6"
      data-quiz-form="plain"
    >
      <h4 id="quiz-form-heading" className="font-display text-xl font-bold text-ink">
        Business Growth Stage Quiz
      </h4>
      <FormNotice
        notice={incomplete ? 'invalid' : null}
        invalid="Your growth stage needs an answer to every question. Choose one for each question marked below, then press See My Growth Stage again."
        failed=""
      />
      <input type="hidden" name={QUIZ_SENT_FIELD} value={QUIZ_SENT_VALUE} />
      {questions.map((question, index) => {
        const name = quizFieldName(question);
        const errorId = `quiz-${name}-error`;
        const message = errors[name];
        return (
          <fieldset
            key={question.id}
            aria-describedby={message ? errorId : undefined}
            className="m-0 min-w-0 border-0 p-0"
          >
            <legend className="font-semibold text-ink">
              <span className="block text-sm font-medium text-muted">
                Question {index + 1} of {questions.length}
              </span>{' '}
              {question.question}
            </legend>
            <FieldError id={errorId} message={message} />
            <div className="mt-3 grid gap-2">
              {question.answers.map((answer) => (
                <label
                  key={answer.value}
                  className="flex cursor-pointer items-start gap-3 rounded-xl border-2 border-stone-200 bg-white px-4 py-3 font-medium text-ink hover:border-brand-700"
                >
                  <input
                    type="radio"
                    name={name}
                    value={answer.value}
                    required
                    defaultChecked={chosen[name] === answer.value}
                    className="mt-1 h-4 w-4 shrink-0 accent-brand-700"
                  />
                  <span>{answer.text}</span>
                </label>
              ))}
            </div>
          </fieldset>
        );
      })}
      <PlainSubmitButton buttonClassName="btn-primary">See My Growth Stage</PlainSubmitButton>
    </form>
  );
}

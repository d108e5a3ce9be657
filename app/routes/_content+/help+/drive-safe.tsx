import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { HELP_CRUMB, helpArticleMeta, RelatedArticles, StillNeedHelp } from "~/components/content/Help";
import { ContentPage } from "~/components/content/ContentPage";
import {
  answerField,
  publicQuestions,
  scoreQuiz,
  type QuizOutcome,
  type QuizQuestion,
} from "~/services/content/drive-safe/quiz";
import { loadDriveSafeQuestions } from "~/services/content/drive-safe/questions.server";
import { loadHelpArticle, type HelpArticleData } from "~/services/content/help/articles.server";
import { DRIVE_SAFE_TEXT as T } from "~/services/content/text";
import { readFormTexts } from "~/services/platform/form-data.server";
import * as styles from "~/styles/explore.css";
import * as formStyles from "~/styles/form.css";
import { button } from "~/styles/layout.css";
import { t } from "~/services/platform/i18n/translate";

/**
 * /help/drive-safe/: the article content/help/drive-safe.md and the quiz of the driveSafeQuestion
 * lookup. A plain form POST scored here (no JavaScript needed): unanswered questions answer 422
 * with a message beside each and the other answers kept; a complete quiz shows the score and
 * every answer right or wrong with its explanation.
 */

export const meta = helpArticleMeta;

type LoaderData = HelpArticleData & { questions: QuizQuestion[] };

export async function loader(_args: LoaderFunctionArgs) {
  const article = loadHelpArticle("drive-safe");
  const questions = publicQuestions(await loadDriveSafeQuestions());
  const page: LoaderData = { ...article, questions };
  return page;
}

export async function action({ request }: ActionFunctionArgs) {
  loadHelpArticle("drive-safe");
  const questions = await loadDriveSafeQuestions();
  // Each answer is an option's index: a few characters of any field are enough to read it.
  const form = await readFormTexts(request, 4);
  const outcome = scoreQuiz(questions, (field) => form[field]);
  return data<QuizOutcome>(outcome, { status: outcome.ok ? 200 : 422 });
}

function Results({ outcome }: { outcome: Extract<QuizOutcome, { ok: true }> }) {
  return (
    <section aria-labelledby="quiz-score">
      <div className={styles.score} role="status">
        <h2 id="quiz-score" className={styles.scoreHeading}>
          {T.scoreHeading(outcome.score, outcome.total)}
        </h2>
        <p>{t(outcome.verdict)}</p>
      </div>
      <ol className={styles.results}>
        {outcome.results.map((result, index) => (
          <li
            key={result.code}
            className={styles.resultItem}
            data-result={result.isCorrect ? "correct" : "incorrect"}
          >
            <p className={styles.questionNumber}>
              {index + 1}.{" "}
              <span className={result.isCorrect ? styles.verdict.right : styles.verdict.wrong}>
                {result.isCorrect ? `✓ ${t(T.correct)}` : `✗ ${t(T.incorrect)}`}
              </span>
            </p>
            <h3 className={styles.resultQuestion} lang="en">
              {result.question}
            </h3>
            <dl className={styles.resultAnswers}>
              <div>
                <dt className={styles.factLabel}>{t(T.yourAnswer)}</dt>
                <dd className={styles.factValue} lang="en">
                  {result.answers[result.chosen]}
                </dd>
              </div>
              {result.isCorrect ? null : (
                <div>
                  <dt className={styles.factLabel}>{t(T.correctAnswer)}</dt>
                  <dd className={styles.factValue} lang="en">
                    {result.answers[result.correctAnswer]}
                  </dd>
                </div>
              )}
            </dl>
            <p lang="en">{result.explanation}</p>
          </li>
        ))}
      </ol>
      <p className={styles.section}>
        <Link className={button.outline} to="/help/drive-safe/">
          {t(T.tryAgain)}
        </Link>
      </p>
    </section>
  );
}

function Quiz({
  questions,
  outcome,
}: {
  questions: QuizQuestion[];
  outcome: Extract<QuizOutcome, { ok: false }> | undefined;
}) {
  const missing = outcome?.missing ?? {};
  return (
    <section aria-labelledby="quiz-heading">
      <h2 id="quiz-heading" className={styles.sectionHeading}>
        {t(T.quizHeading)}
      </h2>
      {outcome ? (
        <div className={styles.alert} role="alert">
          <p>{t(outcome.message)}</p>
          <ul>
            {questions
              .filter((question) => missing[question.code])
              .map((question) => (
                <li key={question.code}>
                  <a href={`#question-${question.code}`} lang="en">
                    {question.question}
                  </a>
                </li>
              ))}
          </ul>
        </div>
      ) : null}
      <Form method="post" action="/help/drive-safe/" className={styles.quiz} noValidate>
        {questions.map((question, index) => {
          const error = missing[question.code];
          const errorId = `question-${question.code}-error`;
          return (
            <fieldset
              key={question.code}
              id={`question-${question.code}`}
              className={styles.question}
              data-invalid={error ? "true" : undefined}
              aria-describedby={error ? errorId : undefined}
            >
              <legend className={styles.questionLegend}>
                <span className={styles.questionNumber}>{T.questionLabel(index + 1, questions.length)}</span>
                <span lang="en">{question.question}</span>
              </legend>
              {question.answers.map((answer, answerIndex) => (
                <label key={answerIndex} className={styles.option}>
                  <input
                    type="radio"
                    className={styles.radio}
                    name={answerField(question.code)}
                    value={answerIndex}
                    defaultChecked={outcome?.answers[question.code] === answerIndex}
                  />
                  <span lang="en">{answer}</span>
                </label>
              ))}
              {error ? (
                <p id={errorId} className={styles.questionError}>
                  {t(error)}
                </p>
              ) : null}
            </fieldset>
          );
        })}
        <div>
          <button type="submit" className={formStyles.button}>
            {t(T.submit)}
          </button>
        </div>
      </Form>
    </section>
  );
}

export default function DriveSafePage() {
  const data = useLoaderData<LoaderData>();
  const outcome = useActionData<QuizOutcome>();
  return (
    <ContentPage data={data} breadcrumbs={[HELP_CRUMB]}>
      {outcome?.ok ? <Results outcome={outcome} /> : <Quiz questions={data.questions} outcome={outcome} />}
      <RelatedArticles data={data} />
      <StillNeedHelp />
    </ContentPage>
  );
}

import type { ApiReferenceData, ReferenceEndpoint } from "~/services/api/reference.server";
import * as styles from "~/styles/api-reference.css";
import { container } from "~/styles/layout.css";

/** A code block that scrolls on its own: focusable, so keyboard users can scroll it too. */
function Code({ label, children }: { label: string; children: string }) {
  return (
    <pre className={styles.code} tabIndex={0} aria-label={label}>
      <code>{children}</code>
    </pre>
  );
}

function Endpoint({ endpoint }: { endpoint: ReferenceEndpoint }) {
  const headingId = `${endpoint.id}-heading`;
  return (
    <section id={endpoint.id} className={styles.endpoint} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.endpointTitle}>
        <span className={styles.method}>{endpoint.method}</span>{" "}
        <span className={styles.path}>{endpoint.path}</span>
      </h3>
      <p>
        <strong>{endpoint.summary}.</strong> {endpoint.description}
      </p>
      <dl className={styles.facts}>
        <dt>Method</dt>
        <dd>{endpoint.method}</dd>
        <dt>Auth</dt>
        <dd>{endpoint.auth}</dd>
        {endpoint.cacheable ? (
          <>
            <dt>Caching</dt>
            <dd>Cache-Control and ETag; send If-None-Match for a 304</dd>
          </>
        ) : null}
      </dl>
      {endpoint.parameters.length > 0 ? (
        <div
          className={styles.tableWrap}
          tabIndex={0}
          role="region"
          aria-label={`Parameters of ${endpoint.path}`}
        >
          <table className={styles.table}>
            <caption>Parameters of {endpoint.path}</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">In</th>
                <th scope="col">Required</th>
                <th scope="col">Type</th>
                <th scope="col">Rules and meaning</th>
              </tr>
            </thead>
            <tbody>
              {endpoint.parameters.map((parameter) => (
                <tr key={`${parameter.location}-${parameter.name}`}>
                  <th scope="row">
                    <code>{parameter.name}</code>
                  </th>
                  <td>{parameter.location}</td>
                  <td>{parameter.required ? "yes" : "no"}</td>
                  <td>
                    <code>{parameter.type}</code>
                  </td>
                  <td>{[parameter.description, parameter.rules].filter(Boolean).join(" ")}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p>No parameters.</p>
      )}
      <h4 className={styles.subTitle}>Example request</h4>
      <Code label={`Example request for ${endpoint.path}`}>{endpoint.exampleRequest}</Code>
      <h4 className={styles.subTitle}>Example answer</h4>
      <Code label={`Example answer of ${endpoint.path}`}>{endpoint.exampleResponse}</Code>
    </section>
  );
}

/** The readable reference of the API (/api/), from the same table as /api/openapi.json. */
export function ApiReference({ data }: { data: ApiReferenceData }) {
  return (
    <div className={container}>
      <article className={styles.page}>
        <h1 className={styles.title}>GO Rentals API</h1>
        <p className={styles.lead}>
          The calls the GO mobile app and our partners use: the same searches, accounts and reference data as
          this website, as JSON. The machine-readable description is the{" "}
          <a href={data.openApiPath}>OpenAPI 3.1 document</a>.
        </p>

        <h2 className={styles.sectionTitle}>Calling the API</h2>
        <ul>
          <li>
            Every call needs the <code>{data.keyHeader}</code> header. Ask GO Rentals for a key; we create one
            with <code>npm run api-key:create -- --name your-name</code> and give it to you once (we keep only
            its hash).
          </li>
          <li>
            Calls marked “bearer token” also need <code>Authorization: Bearer &lt;token&gt;</code>, the token
            that <a href="#authLogin">auth/login</a> answers. It lasts 1800 seconds;{" "}
            <a href="#authRenewToken">auth/renewToken</a> renews it. The same header on a web page (for
            example <code>/my-account/</code>) signs the app's web view in, with header and footer hidden.
          </li>
          <li>
            POST bodies are JSON (<code>Content-Type: application/json</code>), at most {data.maxBodyKb} KB.
            Paths match in any letter case.
          </li>
          <li>
            Browsers may call the API only from the partner origins GO Rentals has configured (CORS); other
            origins get no CORS headers.
          </li>
          <li>
            Lookups and driver questions may be kept for {data.lookupMaxAgeSeconds} seconds and then checked
            again with their ETag.
          </li>
        </ul>

        <h2 className={styles.sectionTitle}>Answers</h2>
        <p>Every answer, success or not, has the same shape:</p>
        <Code label="The answer envelope">{data.envelopeExample}</Code>
        <p>
          A failure lists its errors; an error about one input names it in <code>field</code>:
        </p>
        <Code label="An answer with a field error">{data.errorExample}</Code>
        <div className={styles.tableWrap} tabIndex={0} role="region" aria-label="Status codes">
          <table className={styles.table}>
            <caption>Status codes</caption>
            <thead>
              <tr>
                <th scope="col">Status</th>
                <th scope="col">When</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row">200</th>
                <td>Success (304 for a cacheable answer that has not changed)</td>
              </tr>
              <tr>
                <th scope="row">400</th>
                <td>Bad input: one error per field</td>
              </tr>
              <tr>
                <th scope="row">401</th>
                <td>No valid api-key, or a missing or expired bearer token: sign in again</td>
              </tr>
              <tr>
                <th scope="row">403</th>
                <td>auth/login for a customer who has not verified the email address yet</td>
              </tr>
              <tr>
                <th scope="row">404</th>
                <td>
                  No such call, or a call for another kind of user (“Unauthorized”); a booking to change that
                  does not exist or is not the caller’s
                </td>
              </tr>
              <tr>
                <th scope="row">405</th>
                <td>The call takes another method (see the Allow header)</td>
              </tr>
              <tr>
                <th scope="row">409</th>
                <td>
                  A booking that can’t change online (the reason and who to call), or no priced change to
                  confirm
                </td>
              </tr>
              <tr>
                <th scope="row">413</th>
                <td>The body is over {data.maxBodyKb} KB</td>
              </tr>
              <tr>
                <th scope="row">422</th>
                <td>A change to a booking that doesn’t pass the change form’s checks: one error per field</td>
              </tr>
              <tr>
                <th scope="row">429</th>
                <td>Too many sign-in, password reset or booking look-up attempts (see Retry-After)</td>
              </tr>
              <tr>
                <th scope="row">500, 503</th>
                <td>“{data.unexpectedMessage}”</td>
              </tr>
            </tbody>
          </table>
        </div>

        <h2 className={styles.sectionTitle}>Calls</h2>
        <nav aria-label="API calls">
          <ul className={styles.toc}>
            {data.tags.flatMap((tag) =>
              tag.endpoints.map((endpoint) => (
                <li key={endpoint.id}>
                  <a href={`#${endpoint.id}`}>
                    {endpoint.method} {endpoint.path}
                  </a>
                </li>
              )),
            )}
          </ul>
        </nav>
        {data.tags.map((tag) => (
          <section key={tag.name} aria-labelledby={`tag-${tag.name.replace(/\W+/g, "-").toLowerCase()}`}>
            <h2 id={`tag-${tag.name.replace(/\W+/g, "-").toLowerCase()}`} className={styles.sectionTitle}>
              {tag.name}
            </h2>
            {tag.endpoints.map((endpoint) => (
              <Endpoint key={endpoint.id} endpoint={endpoint} />
            ))}
          </section>
        ))}
      </article>
    </div>
  );
}

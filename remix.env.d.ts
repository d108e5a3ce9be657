/// <reference types="@remix-run/dev" />
/// <reference types="@remix-run/node" />

// future.v3_singleFetch is on (remix.config.js, ADR 0075): useLoaderData and useActionData infer
// what single fetch sends (turbo-stream keeps Dates, Maps, undefined) rather than JSON.
declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

export {};

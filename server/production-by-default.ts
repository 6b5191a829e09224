/**
 * Imported first by the server entry: without NODE_ENV the server runs as in production and fails
 * closed (ADR 0020). React, among others, picks its development or production build from NODE_ENV
 * when it is first loaded, so this has to run before anything else is imported.
 */
if (!process.env.NODE_ENV) process.env.NODE_ENV = "production";

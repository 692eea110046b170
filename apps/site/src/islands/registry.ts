import type { ComponentProps, ComponentType } from 'react';

/** An island's module: its root component, the default export. */
export interface IslandModule<Props = never> {
  readonly default: ComponentType<Props>;
}

/**
 * Every island of the site, by name: the parts of a page a visitor can act on, each hydrated as a
 * React root of its own. A root is a module of `./roots` named as its key (the prerender finds its
 * chunk by that path). The browser imports a root only when a page has it and its moment comes.
 */
export const ISLANDS = {
  SiteNavigation: () => import('./roots/SiteNavigation'),
  Toaster: () => import('./roots/Toaster'),
  AssessmentDialog: () => import('./roots/AssessmentDialog'),
  ContactForm: () => import('./roots/ContactForm'),
  ChecklistForm: () => import('./roots/ChecklistForm'),
  ApplicationDialog: () => import('./roots/ApplicationDialog'),
  RfiForm: () => import('./roots/RfiForm'),
  AmcQuestions: () => import('./roots/AmcQuestions'),
  Calculator: () => import('./roots/Calculator'),
  BookingForm: () => import('./roots/BookingForm'),
  BookingChange: () => import('./roots/BookingChange'),
} as const;

/** An island's name. */
export type IslandName = keyof typeof ISLANDS;

/** The props of an island's root: what its page sends it, as JSON. */
export type IslandProps<Name extends IslandName> = ComponentProps<
  Awaited<ReturnType<(typeof ISLANDS)[Name]>>['default']
>;

/** An island's root module as the build's manifest names it, e.g. `src/islands/roots/Calculator.tsx`. */
export const islandSource = (name: IslandName) => `src/islands/roots/${name}.tsx`;

/** The module that hydrates islands (React, its DOM client, the shared frame): loaded with the first. */
export const RUNTIME_SOURCE = 'src/islands/runtime.tsx';

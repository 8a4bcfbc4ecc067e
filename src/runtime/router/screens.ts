import type { ComponentType } from 'react';

/** A lazily loaded screen module: its default export is the screen. */
export type ScreenModule = { readonly default: ComponentType };

/** Screen loaders by route name (the app binds the route table to its screens). */
export type ScreenLoaders = Readonly<Record<string, () => Promise<ScreenModule>>>;

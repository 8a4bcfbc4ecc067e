import { useEffect, useState, type ComponentType } from 'react';
import { afterLoadWhenIdle } from '../runtime/pwa/after-load.ts';

export interface AfterLoadSlotProps {
  readonly load: () => Promise<{ readonly default: ComponentType }>;
  /** How long after `load` to wait before loading, in ms. */
  readonly delayMs: number;
}

/** A piece of the frame that loads after `load`, in an idle moment, so the first screen never waits for it. */
export function AfterLoadSlot({ load, delayMs }: AfterLoadSlotProps) {
  const [Piece, setPiece] = useState<ComponentType | null>(null);
  useEffect(
    () =>
      afterLoadWhenIdle(
        () =>
          void load().then(
            // Vite resolves with nothing when its preload error was handled (a reload is coming).
            (module: { readonly default: ComponentType } | undefined) => module && setPiece(() => module.default),
            () => undefined,
          ),
        { delayMs, timeoutMs: 2000 },
      ),
    [load, delayMs],
  );
  return Piece ? <Piece /> : null;
}

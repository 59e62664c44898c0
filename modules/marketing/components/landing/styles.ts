/**
 * Class strings shared by the landing's server parts and its client leaves. Client leaves cannot use
 * `buttonVariants`/`cn` (they pull in Radix Slot and tailwind-merge), so the few button looks they need are
 * spelled out here, matching components/ui/button.tsx.
 */
export const focusRing =
  "focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background";

const buttonBase = `inline-flex items-center justify-center gap-2 rounded-md text-sm font-medium motion-safe:transition-colors disabled:pointer-events-none disabled:opacity-50 ${focusRing}`;

export const primaryButton = `${buttonBase} h-10 px-4 bg-primary text-primary-foreground hover:bg-primary/90`;
export const primaryButtonLarge = `${buttonBase} h-11 px-6 bg-primary text-primary-foreground hover:bg-primary/90`;
export const outlineButton = `${buttonBase} h-10 px-4 border bg-background hover:bg-muted`;
export const outlineButtonLarge = `${buttonBase} h-11 px-6 border bg-background hover:bg-muted`;
export const iconButton = `${buttonBase} h-10 w-10 border bg-background hover:bg-muted`;

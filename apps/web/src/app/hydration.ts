/*
 * The prerendered login pages show their forms before the JavaScript has arrived, and a person
 * on a slow network may start typing. When React takes the page over, the form library resets
 * its fields to their default values; so the values typed until then are kept here and typed
 * again once the page is live (the form then validates them as usual).
 */

type Field = HTMLInputElement | HTMLTextAreaElement;

function isField(element: EventTarget | null): element is Field {
  return element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement;
}

/** Types `value` into `field` as a person would: React's change handler sees it. */
function typeInto(field: Field, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  setter?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Records what is typed into the fields of `container` until hydration. Returns the function
 * that types it again: the app's providers call it once the hydration is committed (src/main.tsx
 * hands it to the app; this module stays in the entry's chunk).
 */
export function keepValuesTypedBeforeHydration(container: HTMLElement): () => void {
  const typed = new Map<string, string>();
  const record = (target: EventTarget | null) => {
    if (isField(target) && target.id && target.type !== 'file') typed.set(target.id, target.value);
  };
  for (const field of container.querySelectorAll('input, textarea')) if (isField(field) && field.value) record(field);
  const onInput = (event: Event) => record(event.target);
  // Capture phase on the container: before React's own listener, which hydrates first.
  container.addEventListener('input', onInput, true);
  let restored = false;
  return () => {
    if (restored) return;
    restored = true;
    container.removeEventListener('input', onInput, true);
    for (const [id, value] of typed) {
      const field = document.getElementById(id);
      if (!isField(field)) continue;
      // The field may still show the value (React kept the DOM's) while the form library holds
      // its default: React reports a change only when the value differs from the one it last
      // saw, so the field is emptied first, then typed again.
      if (field.value === value) typeInto(field, '');
      typeInto(field, value);
    }
  };
}

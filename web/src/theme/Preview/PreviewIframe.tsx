import type { ComponentProps } from "react";
import { PREVIEW_SANDBOX } from "../../data/contracts";

/**
 * A live preview's iframe (a sample's, Try it's, the playground's): sandboxed without
 * `allow-same-origin` (the engine's `PREVIEW_SANDBOX`), so what it runs has an opaque
 * origin and no access to the site, its storage or its cookies.
 */
export function PreviewIframe(props: Omit<ComponentProps<"iframe">, "sandbox">) {
  return <iframe {...props} sandbox={PREVIEW_SANDBOX} />;
}

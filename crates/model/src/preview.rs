//! What the engine and the app agree on about the previews (the samples, the
//! playground, Try it): their iframes' sandbox, which the previews' Content-Security-
//! Policy repeats for a preview opened on its own.

/// The `sandbox` tokens of every preview: scripts, forms, dialogs and pop-ups, but not
/// `allow-same-origin`, so a preview runs in an opaque origin with no access to the
/// site, its storage or its cookies.
pub const PREVIEW_SANDBOX: &str = "allow-scripts allow-forms allow-modals allow-popups";

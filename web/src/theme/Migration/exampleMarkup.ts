/** The converter's example: a little 1.24 markup with something of each kind to convert. */
export const EXAMPLE_MARKUP = `<!-- A form and a list written for UI5 Web Components 1.24 -->
<ui5-input value-state="Error" placeholder="Your name"></ui5-input>
<ui5-button icon="navigation-right-arrow" icon-end>Next</ui5-button>
<ui5-badge color-scheme="8">New</ui5-badge>
<ui5-busy-indicator size="Medium" active></ui5-busy-indicator>

<ui5-list mode="SingleSelect">
  <ui5-li-groupheader>Fruit</ui5-li-groupheader>
  <ui5-li>Apple</ui5-li>
  <ui5-li>Pear</ui5-li>
</ui5-list>
`;

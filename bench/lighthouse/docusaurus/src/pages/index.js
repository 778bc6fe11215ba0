// The home page, with the content of ours (content/pages/index.md): a hero with two
// actions and three feature cards, as a Docusaurus classic site would have it.
import React from "react";
import Layout from "@theme/Layout";
import Link from "@docusaurus/Link";

const features = [
  ["Easy to use", "Each component is a standard custom element: import its module once, then use it like any HTML tag."],
  ["Lightweight", "Components are separate ES modules on a small rendering core, so a bundle carries only what it imports."],
  ["Enterprise ready", "The SAP Fiori design in eight themes, keyboard and screen reader support, right-to-left text and translations."],
];

export default function Home() {
  return (
    <Layout title="UI5 Web Components" description="Reusable, framework-independent UI elements that follow the SAP Fiori design language.">
      <header className="hero hero--primary">
        <div className="container">
          <h1 className="hero__title">UI5 Web Components</h1>
          <p className="hero__subtitle">An open-source UI components library for building enterprise-ready applications!</p>
          <Link className="button button--secondary button--lg" to="/docs/getting-started/first-steps/">Get Started</Link>
        </div>
      </header>
      <main className="container margin-vert--lg">
        <div className="row">
          {features.map(([title, text]) => (
            <div key={title} className="col col--4">
              <h2>{title}</h2>
              <p>{text}</p>
            </div>
          ))}
        </div>
      </main>
    </Layout>
  );
}

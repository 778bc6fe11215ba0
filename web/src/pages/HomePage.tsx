import { useSite } from "../app/SiteContext";
import type { PageOf } from "../data/types";
import { Markdown } from "../theme/Markdown/Markdown";
import { SiteLink } from "../theme/SiteLink/SiteLink";
import { checkPageData } from "./checkPageData";
import "./HomePage.css";

/** The landing page: what the library is, why, and where to start. */
export default function HomePage({ page }: { page: PageOf<"home"> }) {
  const site = useSite();
  const { html, home } = checkPageData(page);
  return (
    <div className="home">
      <section className="home-hero">
        <img className="home-hero-logo" src={site.baseUrl + site.navbar.logo.src} alt="" width={96} height={96} />
        <h1 className="home-hero-title">{page.title}</h1>
        <p className="home-hero-subtitle">{home.hero.subtitle}</p>
        <div className="home-hero-actions">
          {home.hero.actions.map((action, index) => (
            <SiteLink key={action.to} to={action.to} className={`button button-lg ${index === 0 ? "button-primary" : "button-secondary"}`}>
              {action.label}
            </SiteLink>
          ))}
        </div>
      </section>
      <section className="home-section" aria-labelledby="home-features">
        <h2 id="home-features" className="visually-hidden">
          Features
        </h2>
        <div className="home-cards home-features">
          {home.features.map((feature) => (
            <div key={feature.title} className="home-card">
              <h3>{feature.title}</h3>
              <p>{feature.text}</p>
            </div>
          ))}
        </div>
      </section>
      <section className="home-section" aria-labelledby="home-frameworks">
        <h2 id="home-frameworks">{home.frameworks.title}</h2>
        <p className="home-section-lead">{home.frameworks.text}</p>
        <div className="home-cards home-frameworks">
          {home.frameworks.items.map((framework) => (
            <SiteLink key={framework.name} to={framework.to} className="home-card home-card-link">
              <h3>{framework.name}</h3>
              <p>{framework.text}</p>
            </SiteLink>
          ))}
        </div>
      </section>
      <section className="home-section home-body">
        <Markdown html={html} className="markdown home-markdown" />
      </section>
    </div>
  );
}

import { useSite } from "../../app/SiteContext";
import { ExternalIcon } from "../Icons/Icons";
import { SiteLink } from "../SiteLink/SiteLink";
import "./Footer.css";

export function Footer() {
  const site = useSite();
  const { footer } = site;
  const logo = footer.logo;
  return (
    <footer className={`footer footer-${footer.style}`}>
      <div className="footer-inner">
        <div className="footer-links">
          {footer.links.map((column) => (
            <div key={column.title} className="footer-column">
              <h2 className="footer-title">{column.title}</h2>
              <ul>
                {column.items.map((item) => (
                  <li key={item.label}>
                    <SiteLink to={item.to} href={item.href} className="footer-link">
                      {item.label}
                      {item.href && /^https?:/.test(item.href) && <ExternalIcon />}
                    </SiteLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
        <div className="footer-bottom">
          <a href={logo.href ?? site.baseUrl} className="footer-logo-link">
            <img
              className="footer-logo"
              loading="lazy"
              src={site.baseUrl + logo.src}
              alt={logo.alt}
              width={logo.width ?? 160}
              height={logo.height ?? 51}
            />
          </a>
          <p className="footer-copyright">{footer.copyright}</p>
        </div>
      </div>
    </footer>
  );
}

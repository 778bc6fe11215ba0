import type { Version2 } from "../../data/types";
import { useSite } from "../../app/SiteContext";
import { routeUrl } from "../../data/routes";
import { AnchorHeading } from "../ApiReference/AnchorHeading";
import { Html } from "../ApiReference/Html";
import { ChangesTable } from "./ChangesTable";
import "./Version2.css";

type Props = {
  /** The component's, enum's or interface's name in 1.24, the page's title. */
  name: string;
  version2: Version2;
};

/**
 * The end of a reference page: what becomes of the component, enum or interface in
 * version 2. Its counterpart on the version 2 site, what changes and what to do (the
 * rows the converter does marked), and what version 2 adds.
 */
export function Version2Section({ name, version2 }: Props) {
  const site = useSite();
  const { heading, changes, added, guide } = version2;
  const guideUrl = guide && routeUrl(site.baseUrl, guide.route);
  return (
    <div className="version2">
      <AnchorHeading heading={heading} />
      <Counterpart name={name} version2={version2} />
      {changes.length === 0 ? (
        <p>{`Nothing of ${name} changes in version 2.`}</p>
      ) : (
        <>
          <ChangesTable
            changes={changes}
            caption={`Changes to ${name} in version 2`}
            converterHref={guide && guideUrl ? `${guideUrl}#${guide.converterId}` : undefined}
          />
          {guide && guideUrl && (
            <p className="version2-more">
              Every change, and a converter for your markup: <a href={guideUrl}>{guide.title}</a>.
            </p>
          )}
        </>
      )}
      {added !== undefined && <Html html={added} className="api-html version2-added" />}
    </div>
  );
}

/** Where version 2 documents it, or that it has no counterpart. */
function Counterpart({ name, version2 }: Props) {
  const counterpart = version2.name ?? name;
  if (version2.url !== undefined) {
    return (
      <p className="version2-counterpart">
        Version 2 documents it as <a href={version2.url}>{counterpart}</a>.
      </p>
    );
  }
  if (version2.name !== undefined) {
    return (
      <p className="version2-counterpart">
        Version 2 has it as <code>{version2.name}</code>, without a page of its own on the version 2 site.
      </p>
    );
  }
  return <p className="version2-counterpart">{`Version 2's packages have no counterpart of ${name}.`}</p>;
}

import type { Parameter } from "../../data/types";
import { ApiType } from "./ApiType";
import { Html } from "./Html";

/** The parameters of a method or the fields of an event's detail; "None" when there are none. */
export function Parameters({ parameters }: { parameters: Parameter[] }) {
  if (parameters.length === 0) return <>None</>;
  return (
    <table className="api-parameters">
      <thead>
        <tr>
          <th>Name</th>
          <th>Type</th>
          <th>Description</th>
        </tr>
      </thead>
      <tbody>
        {parameters.map((parameter, index) => (
          <tr key={index}>
            <td>
              <code>{parameter.name}</code>
              {parameter.optional && (
                <>
                  {" "}
                  <span className="api-optional">optional</span>
                </>
              )}
            </td>
            <td>
              <ApiType type={parameter.type} values={parameter.values} />
            </td>
            <td>
              <Html html={parameter.description} />
              {parameter.default !== undefined && (
                <p>
                  Default: <code>{parameter.default}</code>
                </p>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

import type { Meta, StoryObj } from "@storybook/react-vite";
import { tokens, vars } from "./index";

const scales = [
  ["space", tokens.space],
  ["radius", tokens.radius],
  ["fontSize", tokens.fontSize],
] as const;

/** The theme-independent scales a `.css.ts` file gets from `@chartbot/ui/tokens`, drawn with theme colours. */
function TokenScales() {
  return (
    <div style={{ display: "grid", gap: 24 }}>
      {scales.map(([name, scale]) => (
        <section key={name}>
          <h2 style={{ fontSize: 16, margin: "0 0 8px" }}>{name}</h2>
          <ul style={{ display: "grid", gap: 8, padding: 0, margin: 0 }}>
            {Object.entries(scale).map(([step, value]) => (
              <li key={step} style={{ listStyle: "none", display: "flex", gap: 12, alignItems: "center" }}>
                <code style={{ width: 96, fontSize: 13 }}>{step}</code>
                <span
                  style={{
                    display: "inline-block",
                    width: name === "space" ? value : 48,
                    height: name === "fontSize" ? "auto" : 24,
                    borderRadius: name === "radius" ? value : 4,
                    background: name === "fontSize" ? "transparent" : vars.color.accentSubtle,
                    border: `1px solid ${vars.color.accent}`,
                    fontSize: name === "fontSize" ? value : undefined,
                    color: vars.color.text,
                  }}
                >
                  {name === "fontSize" ? "Aa" : null}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

const meta = {
  title: "Theme/Tokens",
  component: TokenScales,
} satisfies Meta<typeof TokenScales>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Scales: Story = {};

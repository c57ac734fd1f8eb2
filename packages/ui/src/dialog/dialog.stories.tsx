import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button } from "../button/button";
import { TextField } from "../text-field/text-field";
import { Dialog, DialogClose, DialogContent, DialogTrigger } from "./dialog";

const meta = {
  title: "Overlays/Dialog",
  component: DialogContent,
  args: {
    title: "Delete this alert?",
    description: "Chartbot stops watching BTCUSD at 70,000. This cannot be undone.",
    size: "sm",
  },
  render: ({ children, ...args }) => (
    <Dialog defaultOpen>
      <DialogTrigger asChild>
        <Button variant="danger">Delete alert</Button>
      </DialogTrigger>
      <DialogContent
        {...args}
        footer={
          <>
            <DialogClose asChild>
              <Button variant="ghost">Cancel</Button>
            </DialogClose>
            <DialogClose asChild>
              <Button variant="danger">Delete</Button>
            </DialogClose>
          </>
        }
      >
        {children}
      </DialogContent>
    </Dialog>
  ),
} satisfies Meta<typeof DialogContent>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Confirm: Story = {};

export const WithForm: Story = {
  args: {
    title: "Rename layout",
    description: undefined,
    size: "md",
    children: <TextField label="Layout name" defaultValue="BTC 4h with volume" />,
  },
};

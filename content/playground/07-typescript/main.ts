import "@ui5/webcomponents/dist/Button.js";
import "@ui5/webcomponents/dist/Input.js";
import "@ui5/webcomponents/dist/List.js";
import "@ui5/webcomponents/dist/StandardListItem.js";
import "@ui5/webcomponents/dist/Title.js";
import "@ui5/webcomponents-icons/dist/add.js";
// Type-only imports: they give the types and are removed from the code that runs.
import type Input from "@ui5/webcomponents/dist/Input.js";
import type List from "@ui5/webcomponents/dist/List.js";
import type { ListSelectionChangeEventDetail } from "@ui5/webcomponents/dist/List.js";
import type StandardListItem from "@ui5/webcomponents/dist/StandardListItem.js";

type Task = { id: number; text: string; done: boolean };

let tasks: Task[] = [
  { id: 1, text: "Try the playground", done: true },
  { id: 2, text: "Switch the script to JavaScript and back", done: false },
];
let nextId = 3;

const input = document.getElementById("task") as Input;
const list = document.getElementById("tasks") as List;

function render(): void {
  list.replaceChildren(
    ...tasks.map((task) => {
      const item = document.createElement("ui5-li") as StandardListItem;
      item.textContent = task.text;
      item.selected = task.done;
      item.dataset.id = String(task.id);
      return item;
    }),
  );
}

function addTask(): void {
  const text = input.value.trim();
  if (!text) return;
  tasks.push({ id: nextId++, text, done: false });
  input.value = "";
  render();
}

document.getElementById("add")!.addEventListener("click", addTask);
input.addEventListener("keydown", (event: KeyboardEvent) => {
  if (event.key === "Enter") addTask();
});

list.addEventListener("selection-change", (event: Event) => {
  const { selectedItems } = (event as CustomEvent<ListSelectionChangeEventDetail>).detail;
  const done = new Set(selectedItems.map((item) => Number((item as StandardListItem).dataset.id)));
  tasks = tasks.map((task) => ({ ...task, done: done.has(task.id) }));
  console.log(`${done.size} of ${tasks.length} tasks done`);
});

document.getElementById("clear-done")!.addEventListener("click", () => {
  tasks = tasks.filter((task) => !task.done);
  render();
});

render();

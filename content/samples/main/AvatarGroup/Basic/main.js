import "@ui5/webcomponents/dist/AvatarGroup.js";
import "@ui5/webcomponents/dist/Avatar.js";
import "@ui5/webcomponents-icons/dist/employee.js";

const output = document.getElementById("output");
const team = document.getElementById("team");
const names = (avatars) => avatars.map((avatar) => avatar.accessibleName).join(", ");

team.addEventListener("click", (event) => {
  if (event.detail.overflowButtonClicked) {
    output.textContent = `Also in the team: ${names(team.hiddenItems)}.`;
  } else {
    output.textContent = `Show the contact card of ${event.detail.targetRef.accessibleName}.`;
  }
});

team.addEventListener("overflow", () => {
  output.textContent = `${team.hiddenItems.length} member(s) do not fit and are behind the overflow button.`;
});

document.getElementById("group").addEventListener("click", (event) => {
  const members = [...event.currentTarget.querySelectorAll("ui5-avatar")];
  output.textContent = `Show all ${members.length} members of "Borealis": ${names(members)}.`;
});

// Vitest 5 prints failures with Map.groupBy, which Node 20 lacks (Node 21+ has it).
if (typeof Map.groupBy !== "function") {
  Map.groupBy = function groupBy(items, keyOf) {
    const groups = new Map();
    let index = 0;
    for (const item of items) {
      const key = keyOf(item, index++);
      if (!groups.has(key)) groups.set(key, []);
      groups.get(key).push(item);
    }
    return groups;
  };
}

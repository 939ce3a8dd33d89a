/** a stable anchor id from a chapter heading: '2. Take Inventory: Users' → 'take-inventory-users' */
export function chapterId(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/^\d+\.\s*/, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

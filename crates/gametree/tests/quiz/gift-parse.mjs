// Parses each GIFT file named on the command line with gift-pegjs, the
// GIFT grammar in JavaScript, and prints what it read of each, as JSON
// (one array a file: every question's type and title); exits 1 at the
// first file that does not parse, naming it and where.
import { readFileSync } from 'node:fs';
import gift from 'gift-pegjs';

const read = [];
for (const file of process.argv.slice(2)) {
  const text = readFileSync(file, 'utf8');
  try {
    const questions = gift.parse(text).filter((question) => question.type !== 'Category');
    read.push(questions.map((question) => ({ type: question.type, title: question.title })));
  } catch (error) {
    const at = error.location ? ` at line ${error.location.start.line}` : '';
    console.error(`${file}${at}: ${error.message}`);
    process.exit(1);
  }
}
console.log(JSON.stringify(read));

"""The Kiebitz rules course: lesson content, exercises and their grading."""
